import { useEffect, useRef, useState } from 'react';
import { NAME_SEARCH_DEBOUNCE_MS } from '@shop/shared/constants';
import { ADMIN_ORDER_QUERY_MAX_LENGTH, isDateOnly } from '@shop/shared/orders/schemas';
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
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** The tab of every status: a search finds the order whatever its status. */
export const ALL_ORDERS_TAB = 'ALL';
/** A status tab, or the tab of every status. */
export type OrderTab = OrderStatus | typeof ALL_ORDERS_TAB;

/**
 * What the admin order page shows, as kept in its address (spec §4). The status is chosen in one place
 * only, the tabs: they show the counts, take one tap on a phone, and their 'Все статусы' tab stands for
 * the status filter's default.
 */
export interface AdminOrdersFilters {
  /** the status tab */
  tab: OrderTab;
  /** 'YYYY-MM-DD' or '' */
  from: string;
  to: string;
  /** the search: an order number, a phone or a part of the name; '' for none */
  q: string;
}

export type AdminOrdersView = ListView<AdminOrdersFilters>;

const dateOnly = (raw: string | null) => (raw && isDateOnly(raw) ? raw : '');
const isOrderTab = (raw: string | null): raw is OrderTab => raw === ALL_ORDERS_TAB || isOrderStatus(raw);
const searchText = (raw: string | null) => (raw ?? '').trim().slice(0, ADMIN_ORDER_QUERY_MAX_LENGTH);

/** The view in the query string; anything unknown falls back to the defaults. */
export const adminOrdersList = defineAdminList<AdminOrdersFilters>({
  params: {
    tab: { name: 'tab', parse: (raw) => (isOrderTab(raw) ? raw : INITIAL_ORDER_STATUS) },
    from: { name: 'from', parse: dateOnly },
    to: { name: 'to', parse: dateOnly },
    q: { name: 'q', parse: searchText },
  },
  page: (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page > 1 ? page : 1;
  },
  href: (view) =>
    paths.admin.orders.href({
      tab: view.tab === INITIAL_ORDER_STATUS ? undefined : view.tab,
      from: view.from,
      to: view.to,
      q: view.q,
      page: view.page,
    }),
});

export const parseView = adminOrdersList.parse;
export const viewHref = adminOrdersList.href;

/** The status the list shows; undefined on the tab of every status. */
export function shownStatus(view: AdminOrdersView): OrderStatus | undefined {
  return view.tab === ALL_ORDERS_TAB ? undefined : view.tab;
}

/**
 * The tabs to show: 'Все статусы' and the five of the spec always; 'Отменён' only while there are
 * cancelled orders under the filters, or when the address asks for that tab.
 */
export function visibleStatusTabs(
  view: AdminOrdersView,
  counts: OrderStatusCounts | undefined,
): readonly OrderTab[] {
  const wanted = view.tab === 'CANCELLED';
  const statuses = wanted || (counts?.CANCELLED ?? 0) > 0 ? ORDER_STATUSES : ACTIVE_ORDER_STATUSES;
  return [ALL_ORDERS_TAB, ...statuses];
}

/** The number a tab shows: its status's orders, or all of them. */
export function tabCount(tab: OrderTab, counts: OrderStatusCounts): number {
  return tab === ALL_ORDERS_TAB
    ? ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0)
    : counts[tab];
}

/**
 * The search box's text is the admin's own state: it reaches the address (and the request) once they
 * pause typing; a new search looks through every status and starts at page 1. An address changed from
 * outside (the back button) puts its text back into the box.
 */
function useSearchText(q: string, search: (q: string) => void) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }
  const typed = useDebouncedValue(text.trim(), NAME_SEARCH_DEBOUNCE_MS);
  // only a new pause in typing moves the address, not an address that changed under an old one
  const committed = useRef(typed);
  useEffect(() => {
    if (typed === committed.current) return;
    committed.current = typed;
    if (typed !== q) search(typed);
  }, [typed, q, search]);
  return { text, setText };
}

/**
 * The page's view and its changes. The page number is remembered per tab: switching to a tab returns
 * to the page last seen there; changing the dates or the search starts over.
 */
export function useAdminOrdersView() {
  const { view, show, setFilters, goToPage, hrefForPage } = useAdminListState(adminOrdersList);
  const pages = useRef<Partial<Record<OrderTab, number>>>({});
  useEffect(() => {
    pages.current[view.tab] = view.page;
  }, [view.tab, view.page]);

  const pageOf = (tab: OrderTab) => pages.current[tab] ?? 1;
  const search = (q: string) => {
    pages.current = {};
    setFilters({ q, tab: q ? ALL_ORDERS_TAB : view.tab }, { replace: true });
  };
  const { text, setText } = useSearchText(view.q, search);

  return {
    view,
    hrefForPage,
    searchText: text,
    setSearchText: setText,
    clearSearch: () => {
      setText('');
      search('');
    },
    selectTab: (tab: OrderTab) => show({ ...view, tab, page: pageOf(tab) }),
    setDates: (from: string, to: string) => {
      pages.current = {};
      setFilters({ from, to });
    },
    /** the page is past the end (its orders moved away): show the last one instead */
    goToPage: (page: number) => goToPage(page, { replace: true }),
  };
}
