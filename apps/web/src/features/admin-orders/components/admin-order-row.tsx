import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Phone } from 'lucide-react';
import { toast } from 'react-toastify';
import { formatRoubles } from '@shop/shared/money';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import {
  ADMIN_ORDER_STATUS_LABELS,
  canTransition,
  isOrderStatus,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { DELIVERY_ADMIN_TEXTS } from '@shop/shared/delivery/admin-texts';
import { ADMIN_ORDER_SEARCH_TEXTS } from '@shop/shared/orders/admin-texts';
import { phoneForDisplay } from '@shop/shared/orders/texts';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { formatShopDateTime } from '../../../lib/date-time';
import { useShop } from '../../../lib/shop-settings';
import { ChangeHistory, historyKeys } from '../../../ui/change-history';
import type { HistoryValueFormat } from '../../../ui/change-history';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useUpdateOrderStatus } from '../api';
import { deliveryText, OrderDelivery } from './order-delivery';
import { OrderLines } from './order-lines';
import { OrderStatusPill } from './order-status-pill';
import { ReturnOrder } from './return-order';

const A = TEXTS.adminOrders;

/** An order's history names statuses as the selector does. */
const orderHistoryFormat: HistoryValueFormat = (field, value) =>
  field === 'status' && typeof value === 'string' && isOrderStatus(value)
    ? ADMIN_ORDER_STATUS_LABELS[value]
    : undefined;

/**
 * One order: number, status, date, the customer's name and phone (a link to call), e-mail and total;
 * opens to the customer's details, delivery, payment, the status and the lines with their prices.
 */
export function AdminOrderRow({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const update = useUpdateOrderStatus();
  const queryClient = useQueryClient();
  const shop = useShop();
  const delivers = order.delivery_method === 'DELIVERY';
  const address = delivers ? order.delivery_address : shop.pickupAddress;
  // only the moves the shop allows: a completed order cannot be cancelled, a cancelled one stays so
  const choices = ORDER_STATUSES.filter((status) => canTransition(order.status, status));

  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const send = (status: OrderStatus) =>
    update.mutate(
      { id: order.id, status },
      {
        onSuccess: () => {
          toast.success(A.statusUpdated);
          void queryClient.invalidateQueries({ queryKey: historyKeys.of('order', order.id) });
        },
        onError: (error) => toast.error(errorMessage(error, A.statusUpdateFailed)),
        onSettled: () => setConfirmingCancel(false),
      },
    );

  const changeStatus = (value: string) => {
    if (!isOrderStatus(value) || value === order.status || !canTransition(order.status, value)) return;
    // a cancellation puts the goods back on sale and cannot be undone: ask first
    if (value === 'CANCELLED') setConfirmingCancel(true);
    else send(value);
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="rounded-t-xl hover:bg-slate-50">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-start gap-3 px-4 pt-3 pb-1 text-left"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-slate-900">{TEXTS.profile.orderTitle(order.id)}</span>
              <OrderStatusPill status={order.status} />
              {order.channel === 'phone' && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                  {TEXTS.orders.phoneOrderBadge}
                </span>
              )}
            </span>
            <span className="block text-sm text-slate-500">{formatShopDateTime(order.createdAt)}</span>
            <span className="mt-1 block font-medium break-words text-slate-900">{order.full_name}</span>
          </span>
          <span className="flex shrink-0 items-center gap-2">
            <span className="font-semibold whitespace-nowrap text-slate-900">
              {formatRoubles(order.total_amount)}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </span>
        </button>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 pb-3 text-sm">
          <a
            href={`tel:${order.phone}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-700 hover:underline sm:min-h-0"
          >
            <Phone aria-hidden="true" className="size-4" />
            {phoneForDisplay(order.phone)}
          </a>
          <span className="min-w-0 text-xs break-all text-slate-500">{order.email}</span>
          {delivers && (
            <span className="text-slate-500">{DELIVERY_ADMIN_TEXTS.order.summary(deliveryText(order))}</span>
          )}
        </div>
      </div>
      {open && (
        <div id={`${id}-details`} className="grid gap-4 border-t border-slate-100 px-4 py-4 lg:grid-cols-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-slate-500">{A.customer}</dt>
            <dd className="text-slate-900">{order.full_name}</dd>
            <dt className="text-slate-500">{TEXTS.labels.phone}</dt>
            <dd>
              <a href={`tel:${order.phone}`} className="text-brand-700 hover:underline">
                {phoneForDisplay(order.phone)}
              </a>
            </dd>
            <dt className="text-slate-500">{ADMIN_ORDER_SEARCH_TEXTS.email}</dt>
            <dd className="break-all text-slate-900">{order.email}</dd>
            <dt className="text-slate-500">{A.receiving}</dt>
            <dd className="text-slate-900">{order.delivery_method_rus}</dd>
            <dt className="text-slate-500">{TEXTS.labels.address}</dt>
            <dd className="text-slate-900">{address || '—'}</dd>
            {delivers && (
              <>
                <dt className="text-slate-500">{TEXTS.checkout.deliveryLabel}</dt>
                <dd>
                  <OrderDelivery order={order} />
                </dd>
              </>
            )}
            <dt className="text-slate-500">{TEXTS.checkout.paymentMethod}</dt>
            <dd className="text-slate-900">{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
            <dt className="self-center text-slate-500">
              <label htmlFor={`${id}-status`}>{A.status}</label>
            </dt>
            <dd>
              <select
                id={`${id}-status`}
                value={order.status}
                aria-describedby={choices.length < 2 ? `${id}-status-hint` : undefined}
                disabled={update.isPending || choices.length < 2}
                onChange={(event) => changeStatus(event.target.value)}
                className="min-h-11 w-full max-w-60 cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:border-brand-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
              >
                {choices.map((status) => (
                  <option key={status} value={status}>
                    {ADMIN_ORDER_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              {choices.length < 2 && (
                <p id={`${id}-status-hint`} className="mt-1 text-xs text-slate-500">
                  {A.finalStatusHint}
                </p>
              )}
            </dd>
          </dl>
          <OrderLines order={order} />
          <ReturnOrder order={order} />
          <div className="lg:col-span-2">
            <ChangeHistory entity="order" id={order.id} formatValue={orderHistoryFormat} />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={TEXTS.profile.orderTitle(order.id)}
        onConfirm={() => send('CANCELLED')}
        onClose={() => setConfirmingCancel(false)}
        busy={update.isPending}
        busyLabel={TEXTS.orders.cancelling}
        confirmLabel={TEXTS.orders.cancel}
        cancelLabel={TEXTS.common.dontCancel}
      >
        <p>{A.cancelConfirm}</p>
      </ConfirmDialog>
    </li>
  );
}
