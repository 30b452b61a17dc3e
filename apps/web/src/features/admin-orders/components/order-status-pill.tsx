import { ADMIN_ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared/orders/status';

const PILL_COLOURS: Readonly<Record<OrderStatus, string>> = {
  NEW: 'bg-sky-100 text-sky-800',
  PROCESSING: 'bg-indigo-100 text-indigo-800',
  READY: 'bg-violet-100 text-violet-800',
  DELIVERING: 'bg-teal-100 text-teal-800',
  COMPLETED: 'bg-emerald-100 text-emerald-800',
  CANCELLED: 'bg-slate-200 text-slate-700',
};

/** An order's status as a small label in its row (the list may show every status at once). */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PILL_COLOURS[status]}`}>
      {ADMIN_ORDER_STATUS_LABELS[status]}
    </span>
  );
}
