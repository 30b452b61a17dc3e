import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isDateOnly } from '@shop/shared/orders/schemas';
import type { OrderStatusCounts } from '@shop/shared/orders/schemas';
import {
  ACTIVE_ORDER_STATUSES,
  INITIAL_ORDER_STATUS,
  isOrderStatus,
  ORDER_STATUSES,
} from '@shop/shared/orders/status';
import type { OrderStatus } from '@shop/shared/orders/status';
import { paths } from '../../lib/paths';

/** What the admin order page shows, as kept in its address (spec §4). */
export interface AdminOrdersView {
  /** the status tab */
  tab: OrderStatus;
  /** the status filter; while set, the tabs are disabled and the list shows this status */
  statusFilter: OrderStatus | null;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  to: string;
  page: number;
}

/** Reads the view from the query string; anything unknown falls back to the defaults. */
export function parseView(params: URLSearchParams): AdminOrdersView {
  const tab = params.get('tab');
  const status = params.get('status');
  const date = (value: string | null) => (value && isDateOnly(value) ? value : '');
  const page = Number(params.get('page'));
  return {
    tab: isOrderStatus(tab) ? tab : INITIAL_ORDER_STATUS,
    statusFilter: isOrderStatus(status) ? status : null,
    from: date(params.get('from')),
    to: date(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The status the list shows: the filter when one is chosen, the tab otherwise. */
export function shownStatus(view: AdminOrdersView): OrderStatus {
  return view.statusFilter ?? view.tab;
}

/**
 * The status tabs to show: the five of the spec always; 'Отменён' only while there are cancelled orders
 * under the date filters, or when the address asks for that tab or filter.
 */
export function visibleStatusTabs(
  view: AdminOrdersView,
  counts: OrderStatusCounts | undefined,
): readonly OrderStatus[] {
  const wanted = view.tab === 'CANCELLED' || view.statusFilter === 'CANCELLED';
  return wanted || (counts?.CANCELLED ?? 0) > 0 ? ORDER_STATUSES : ACTIVE_ORDER_STATUSES;
}

export function viewHref(view: AdminOrdersView): string {
  return paths.admin.orders.href({
    tab: view.tab === INITIAL_ORDER_STATUS ? undefined : view.tab,
    status: view.statusFilter ?? undefined,
    from: view.from,
    to: view.to,
    page: view.page,
  });
}

/**
 * The page's view and its changes. The page number is remembered per status: switching to a tab (or
 * choosing a status filter) returns to the page last seen there; changing the dates starts over.
 */
export function useAdminOrdersView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseView(params);
  const pages = useRef<Partial<Record<OrderStatus, number>>>({});
  const shown = shownStatus(view);
  useEffect(() => {
    pages.current[shown] = view.page;
  }, [shown, view.page]);

  const go = useCallback(
    (next: AdminOrdersView, replace = false) => navigate(viewHref(next), { replace }),
    [navigate],
  );
  const pageOf = (status: OrderStatus) => pages.current[status] ?? 1;

  return {
    view,
    hrefForPage: (page: number) => viewHref({ ...view, page }),
    selectTab: (tab: OrderStatus) => go({ ...view, tab, page: pageOf(tab) }),
    setStatusFilter: (statusFilter: OrderStatus | null) =>
      go({ ...view, statusFilter, page: pageOf(statusFilter ?? view.tab) }),
    setDates: (from: string, to: string) => {
      pages.current = {};
      go({ ...view, from, to, page: 1 });
    },
    /** the page is past the end (its orders moved away): show the last one instead */
    goToPage: (page: number) => go({ ...view, page }, true),
  };
}
