import { ADMIN_ORDER_STATUS_LABELS } from '@shop/shared/orders/status';
import type { OrderStatus } from '@shop/shared/orders/status';
import type { OrderStatusCounts } from '@shop/shared/orders/schemas';
import { TEXTS } from '@shop/shared/texts';

interface OrderStatusTabsProps {
  /** the tabs to show, in order (`visibleStatusTabs`) */
  statuses: readonly OrderStatus[];
  active: OrderStatus;
  counts: OrderStatusCounts | undefined;
  /** a status filter is chosen: the tabs do nothing until it is cleared (spec §4) */
  disabled: boolean;
  onSelect: (status: OrderStatus) => void;
}

/** One tab per order status with the number of orders under the current date filters. */
export function OrderStatusTabs({ statuses, active, counts, disabled, onSelect }: OrderStatusTabsProps) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={TEXTS.adminOrders.statusTabs}
        className="flex min-w-max gap-1.5 sm:flex-wrap"
      >
        {statuses.map((status) => {
          const selected = !disabled && status === active;
          return (
            <button
              key={status}
              type="button"
              role="tab"
              aria-selected={selected}
              disabled={disabled}
              onClick={() => onSelect(status)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
                selected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-slate-700 enabled:hover:border-brand-400 enabled:hover:text-brand-700'
              }`}
            >
              {ADMIN_ORDER_STATUS_LABELS[status]}
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-white/20' : 'bg-slate-100 text-slate-600'}`}
              >
                {counts?.[status] ?? '–'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
