import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { deliveryCostText, orderAmountDueKopecks } from '@shop/shared/delivery/order-delivery';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { formatKopecks, formatRoubles } from '@shop/shared/money';
import { SHOP_TIME_ZONE } from '@shop/shared/orders/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import {
  ACTIVE_ORDER_STATUSES,
  ADMIN_ORDER_STATUS_LABELS,
  CUSTOMER_CANCELLABLE_STATUS,
  DELIVERY_METHOD_LABELS,
  INITIAL_ORDER_STATUS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@shop/shared/orders/status';
import type { OrderStatus } from '@shop/shared/orders/status';
import { orderLineQuantity } from '@shop/shared/orders/lines';
import { TEXTS } from '@shop/shared/texts';
import { useShop } from '../../../lib/shop-settings';
import { buttonClass } from '../../../ui/button';

const P = TEXTS.profile;

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

function formatOrderDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

interface OrderActions {
  /** Asks to cancel the order; without it no order offers 'Отменить заказ'. */
  onCancel?: (order: Order) => void;
  /** The order whose cancellation is on its way. */
  cancellingId?: number;
}

/**
 * One order: number, date, status, total, how it is received and where, and its items; a NEW order
 * (the shop has not started on it) can be cancelled.
 */
export function OrderCard({ order, onCancel, cancellingId }: { order: Order } & OrderActions) {
  const cancellable = onCancel !== undefined && order.status === CUSTOMER_CANCELLABLE_STATUS;
  const cancelling = cancellingId === order.id;
  const pickup = order.delivery_method === 'PICKUP';
  const shop = useShop();
  const address = pickup ? order.delivery_address || shop.pickupAddress : order.delivery_address;
  // orders placed before delivery zones have none: nothing about the delivery's cost is known then
  const zone = pickup ? null : (order.delivery_zone ?? null);
  const deliveryCost = order.delivery_cost ?? null;
  return (
    <article
      aria-label={P.orderTitle(order.id)}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div>
          <h3 className="font-semibold text-slate-900">{P.orderTitle(order.id)}</h3>
          <p className="text-sm text-slate-500">{formatOrderDate(order.createdAt)}</p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${
            order.status === 'CANCELLED' ? 'bg-slate-100 text-slate-600' : 'bg-brand-50 text-brand-800'
          }`}
        >
          {order.status_rus || ADMIN_ORDER_STATUS_LABELS[order.status]}
        </span>
      </header>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{P.deliveryMethod}</dt>
        <dd className="text-slate-900">
          {order.delivery_method_rus || DELIVERY_METHOD_LABELS[order.delivery_method]}
        </dd>
        {address && (
          <>
            <dt className="text-slate-500">{pickup ? P.pickupAddress : P.deliveryAddress}</dt>
            <dd
              className="break-words text-slate-900"
              data-testid={pickup ? 'pickup-address' : 'delivery-address'}
            >
              {address}
            </dd>
          </>
        )}
        {zone && (
          <>
            <dt className="text-slate-500">{DELIVERY_TEXTS.zoneLabel}</dt>
            <dd className="break-words text-slate-900" data-testid="delivery-zone">
              {zone}
            </dd>
            <dt className="text-slate-500">{TEXTS.checkout.deliveryLabel}</dt>
            <dd className="text-slate-900" data-testid="delivery-cost">
              {deliveryCostText(deliveryCost)}
            </dd>
          </>
        )}
      </dl>
      {order.returned_at && (
        <p className="mt-2 text-sm text-amber-900">
          {TEXTS.profile.orderReturned(formatOrderDate(order.returned_at))}
        </p>
      )}
      <h4 className="sr-only">{TEXTS.labels.products}</h4>
      <ul className="mt-3 divide-y divide-slate-100 border-y border-slate-100">
        {order.OrderItems.map((item) => (
          // on a phone a long name takes the whole line and the quantity goes under it, rather than
          // squeezing the name into a column of broken words
          <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
            <span
              className={`min-w-0 flex-1 basis-48 break-words ${item.Product ? 'text-slate-800' : 'text-slate-500 italic'}`}
            >
              {item.Product ? item.Product.name : TEXTS.catalog.productDeleted}
            </span>
            <span className="ml-auto shrink-0 text-right whitespace-nowrap text-slate-700">
              {orderLineQuantity(item.quantity, item.unit_name)} × {formatRoubles(item.price_at_purchase)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex items-baseline justify-between gap-3">
        <span className="text-sm text-slate-600">{P.orderTotal}</span>
        <span className="text-lg font-bold whitespace-nowrap text-slate-900">
          {formatRoubles(order.total_amount)}
        </span>
      </p>
      {zone && (
        <p className="mt-1 flex items-baseline justify-between gap-3">
          <span className="text-sm font-medium text-slate-900">{TEXTS.checkout.toPay}</span>
          <span className="text-lg font-bold whitespace-nowrap text-slate-900" data-testid="order-due">
            {formatKopecks(orderAmountDueKopecks(order))}
          </span>
        </p>
      )}
      {cancellable && (
        <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
          <button
            type="button"
            onClick={() => onCancel(order)}
            disabled={cancelling}
            className={buttonClass('danger', 'w-full sm:w-auto')}
          >
            {cancelling ? TEXTS.orders.cancelling : TEXTS.orders.cancel}
          </button>
        </div>
      )}
    </article>
  );
}

/**
 * The customer's orders in status tabs (spec §2, §4), opening on NEW; each tab shows its count. The
 * five tabs of the spec are always there; 'Отменённые' joins them once the customer has a cancelled order.
 */
export function OrderTabs({ orders, ...actions }: { orders: readonly Order[] } & OrderActions) {
  const statuses: readonly OrderStatus[] = orders.some((order) => order.status === 'CANCELLED')
    ? ORDER_STATUSES
    : ACTIVE_ORDER_STATUSES;
  const [chosen, setChosen] = useState<OrderStatus>(INITIAL_ORDER_STATUS);
  const active = statuses.includes(chosen) ? chosen : INITIAL_ORDER_STATUS;
  const baseId = useId();
  const tabId = (status: OrderStatus) => `${baseId}-tab-${status}`;
  const panelId = `${baseId}-panel`;
  const shown = orders.filter((order) => order.status === active);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = statuses.indexOf(active);
    const next = statuses[(index + step + statuses.length) % statuses.length] ?? active;
    setChosen(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div>
      {/* on a phone the tabs scroll sideways in one row instead of stacking */}
      <div
        role="tablist"
        aria-label={P.ordersHeading}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {statuses.map((status) => {
          const selected = status === active;
          const count = orders.filter((order) => order.status === status).length;
          return (
            <button
              key={status}
              id={tabId(status)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => setChosen(status)}
              onKeyDown={onKeyDown}
              className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-medium whitespace-nowrap transition-colors ${
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700'
              }`}
            >
              {ORDER_STATUS_LABELS[status]}
              <span
                className={`rounded-full px-2 text-xs font-semibold ${selected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700'}`}
              >
                {count}
              </span>
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(active)} className="mt-3 space-y-3">
        {shown.length === 0 ? (
          <p className="text-slate-600">{P.ordersEmpty}</p>
        ) : (
          shown.map((order) => <OrderCard key={order.id} order={order} {...actions} />)
        )}
      </div>
    </div>
  );
}
