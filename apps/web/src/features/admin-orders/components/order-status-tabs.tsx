import { ADMIN_ORDER_STATUS_LABELS } from '@shop/shared/orders/status';
import type { OrderStatusCounts } from '@shop/shared/orders/schemas';
import { TEXTS } from '@shop/shared/texts';
import { ALL_ORDERS_TAB, tabCount, type OrderTab } from '../view-state';

interface OrderStatusTabsProps {
  /** the tabs to show, in order (`visibleStatusTabs`) */
  tabs: readonly OrderTab[];
  active: OrderTab;
  counts: OrderStatusCounts | undefined;
  onSelect: (tab: OrderTab) => void;
}

const tabLabel = (tab: OrderTab) =>
  tab === ALL_ORDERS_TAB ? TEXTS.adminOrders.allStatuses : ADMIN_ORDER_STATUS_LABELS[tab];

/**
 * The list's one status choice: a tab per order status and one for every status, each with the number
 * of orders under the current dates and search.
 */
export function OrderStatusTabs({ tabs, active, counts, onSelect }: OrderStatusTabsProps) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <div
        role="tablist"
        aria-label={TEXTS.adminOrders.statusTabs}
        className="flex min-w-max gap-1.5 sm:flex-wrap"
      >
        {tabs.map((tab) => {
          const selected = tab === active;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => onSelect(tab)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-200 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-700'
              }`}
            >
              {tabLabel(tab)}
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${selected ? 'bg-white/20' : 'bg-slate-100 text-slate-600'}`}
              >
                {counts ? tabCount(tab, counts) : '–'}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
