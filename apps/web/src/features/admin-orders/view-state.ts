import { useEffect, useRef } from 'react';
import { isDateOnly } from '@shop/shared/orders/schemas';
import type { OrderStatusCounts } from '@shop/shared/orders/schemas';
import {
  ACTIVE_ORDER_STATUSES,
  INITIAL_ORDER_STATUS,
  isOrderStatus,
  ORDER_STATUSES,
} from '@shop/shared/orders/status';
import type { OrderStatus } from '@shop/shared/orders/status';
import { defineAdminList, useAdminListState } from '../../lib/admin-list-state';
import type { ListView } from '../../lib/admin-list-state';
import { paths } from '../../lib/paths';

/** What the admin order page shows, as kept in its address (spec §4). */
export interface AdminOrdersFilters {
  /** the status tab */
  tab: OrderStatus;
  /** the status filter; while set, the tabs are disabled and the list shows this status */
  statusFilter: OrderStatus | null;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  to: string;
}

export type AdminOrdersView = ListView<AdminOrdersFilters>;

const dateOnly = (raw: string | null) => (raw && isDateOnly(raw) ? raw : '');

/** The view in the query string; anything unknown falls back to the defaults. */
export const adminOrdersList = defineAdminList<AdminOrdersFilters>({
  params: {
    tab: { name: 'tab', parse: (raw) => (isOrderStatus(raw) ? raw : INITIAL_ORDER_STATUS) },
    statusFilter: { name: 'status', parse: (raw) => (isOrderStatus(raw) ? raw : null) },
    from: { name: 'from', parse: dateOnly },
    to: { name: 'to', parse: dateOnly },
  },
  page: (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page > 1 ? page : 1;
  },
  href: (view) =>
    paths.admin.orders.href({
      tab: view.tab === INITIAL_ORDER_STATUS ? undefined : view.tab,
      status: view.statusFilter ?? undefined,
      from: view.from,
      to: view.to,
      page: view.page,
    }),
});

export const parseView = adminOrdersList.parse;
export const viewHref = adminOrdersList.href;

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

/**
 * The page's view and its changes. The page number is remembered per status: switching to a tab (or
 * choosing a status filter) returns to the page last seen there; changing the dates starts over.
 */
export function useAdminOrdersView() {
  const { view, show, setFilters, goToPage, hrefForPage } = useAdminListState(adminOrdersList);
  const pages = useRef<Partial<Record<OrderStatus, number>>>({});
  const shown = shownStatus(view);
  useEffect(() => {
    pages.current[shown] = view.page;
  }, [shown, view.page]);

  const pageOf = (status: OrderStatus) => pages.current[status] ?? 1;

  return {
    view,
    hrefForPage,
    selectTab: (tab: OrderStatus) => show({ ...view, tab, page: pageOf(tab) }),
    setStatusFilter: (statusFilter: OrderStatus | null) =>
      show({ ...view, statusFilter, page: pageOf(statusFilter ?? view.tab) }),
    setDates: (from: string, to: string) => {
      pages.current = {};
      setFilters({ from, to });
    },
    /** the page is past the end (its orders moved away): show the last one instead */
    goToPage: (page: number) => goToPage(page, { replace: true }),
  };
}
