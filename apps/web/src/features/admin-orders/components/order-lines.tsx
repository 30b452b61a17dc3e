import { deliveryCostText, orderAmountDueKopecks } from '@shop/shared/delivery/order-delivery';
import { formatKopecks, toKopecks } from '@shop/shared/money';
import { ADMIN_ORDER_SEARCH_TEXTS } from '@shop/shared/orders/admin-texts';
import { orderLineKopecks, orderLineQuantity } from '@shop/shared/orders/lines';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { TEXTS } from '@shop/shared/texts';

const S = ADMIN_ORDER_SEARCH_TEXTS;

/**
 * The order's lines as the manager reads them out on the phone: name, article, quantity with its unit
 * ('2,5 м') × the price at
 * purchase and the line's sum; then the goods, the delivery and what the customer pays.
 */
export function OrderLines({ order }: { order: AdminOrder }) {
  const delivers = order.delivery_method === 'DELIVERY';
  const costUnknown = delivers && order.delivery_cost === null;
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{S.orderLines}</h3>
      <ul aria-label={TEXTS.adminOrders.itemsOf(order.id)} className="divide-y divide-slate-100 text-sm">
        {order.OrderItems.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block break-words text-slate-900">
                {item.Product?.name ?? item.product_name}
              </span>
              <span className="block text-xs text-slate-500">
                {item.article ? `${S.articleOf(item.article)} · ` : ''}
                {S.lineOf(
                  orderLineQuantity(item.quantity, item.unit_name),
                  formatKopecks(toKopecks(item.price_at_purchase)),
                )}
              </span>
            </span>
            <span className="shrink-0 font-medium whitespace-nowrap text-slate-900">
              {formatKopecks(orderLineKopecks(item))}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-slate-200 pt-2 text-sm">
        <dt className="text-slate-500">{TEXTS.labels.products}</dt>
        <dd className="text-right whitespace-nowrap text-slate-900">
          {formatKopecks(toKopecks(order.total_amount))}
        </dd>
        {delivers && (
          <>
            <dt className="text-slate-500">{TEXTS.checkout.deliveryLabel}</dt>
            <dd className="text-right text-slate-900">{deliveryCostText(order.delivery_cost)}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-900">{TEXTS.checkout.toPay}</dt>
        <dd className="text-right font-semibold whitespace-nowrap text-slate-900">
          {formatKopecks(orderAmountDueKopecks(order))}
        </dd>
        {costUnknown && <dd className="col-span-2 text-xs text-slate-500">{S.deliveryNotAdded}</dd>}
      </dl>
    </div>
  );
}
