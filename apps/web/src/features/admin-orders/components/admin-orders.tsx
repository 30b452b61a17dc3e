import { useEffect } from 'react';
import { ADMIN_ORDERS_PAGE_SIZE } from '@shop/shared/constants';
import { ADMIN_ORDER_SEARCH_TEXTS } from '@shop/shared/orders/admin-texts';
import { TEXTS } from '@shop/shared/texts';
import { LoadError } from '../../../ui/load-error';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { useAdminOrders } from '../api';
import { useAdminOrderUpdates } from '../use-admin-order-updates';
import { shownStatus, useAdminOrdersView, visibleStatusTabs } from '../view-state';
import { AdminOrderRow } from './admin-order-row';
import { OrderFilters } from './order-filters';
import { OrderStatusTabs } from './order-status-tabs';

/**
 * The admin order list (spec §2, §4): the search and the dates, status tabs with counts, expandable
 * orders, pages of 10.
 */
export function AdminOrders() {
  const { view, hrefForPage, searchText, setSearchText, selectTab, setDates, goToPage } =
    useAdminOrdersView();
  const query = useAdminOrders({
    status: shownStatus(view),
    startDate: view.from,
    endDate: view.to,
    q: view.q,
    page: view.page,
  });
  useAdminOrderUpdates();
  const data = query.data;
  const totalPages = data ? Math.ceil(data.total / ADMIN_ORDERS_PAGE_SIZE) : 0;

  // the last orders of a page moved to another status: show the new last page
  const pastEnd = data !== undefined && !query.isPlaceholderData && view.page > Math.max(totalPages, 1);
  useEffect(() => {
    if (pastEnd) goToPage(Math.max(totalPages, 1));
  }, [pastEnd, totalPages, goToPage]);

  return (
    <div className="space-y-4">
      <OrderFilters
        searchText={searchText}
        onSearchTextChange={setSearchText}
        from={view.from}
        to={view.to}
        onDatesChange={setDates}
      />
      <OrderStatusTabs
        tabs={visibleStatusTabs(view, data?.counts)}
        active={view.tab}
        counts={data?.counts}
        onSelect={selectTab}
      />
      {query.isError && !data ? (
        <LoadError
          message={TEXTS.adminOrders.loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !data ? (
        <Spinner />
      ) : data.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          {view.q ? ADMIN_ORDER_SEARCH_TEXTS.notFound(view.q) : TEXTS.adminOrders.empty}
        </p>
      ) : (
        <>
          <ul
            aria-label={TEXTS.labels.orders}
            aria-busy={query.isFetching}
            className={`space-y-2 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.orders.map((order) => (
              <AdminOrderRow key={order.id} order={order} />
            ))}
          </ul>
          <Pagination page={view.page} totalPages={totalPages} hrefFor={hrefForPage} />
        </>
      )}
    </div>
  );
}
