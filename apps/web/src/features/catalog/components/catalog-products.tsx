import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/shared/catalog/schemas';
import { CATALOG_PAGE_SIZE, CATALOG_STALE_TIME_MS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError } from '../../../lib/api-client';
import { useScrollIntoViewOnChange } from '../../../lib/use-scroll-into-view-on-change';
import { LoadError } from '../../../ui/load-error';
import { NoScriptSubmit } from '../../../ui/no-script-submit';
import { Pagination } from '../../../ui/pagination';
import { paths } from '../../../lib/paths';
import { catalogKeys, fetchCatalogProducts, useCatalogProducts } from '../api';
import type { CatalogProductsParams } from '../api';
import { useResetUnknownCategory } from './catalog-overview';
import { CatalogSortSelect } from './catalog-sort-select';
import { InStockFilter } from './in-stock-filter';
import { ProductCardGrid } from './product-card';
import { ProductCardSkeletonGrid } from './product-card-skeleton';

interface CatalogProductsProps {
  /** The state read from the address: category, page, sort, in-stock flag. */
  query: CatalogProductsParams;
  /** The address of another catalogue state (the page owns the URL rules). */
  hrefFor: (query: CatalogProductsParams) => string;
  /** The buying control of each card (the page passes the cart's button in). */
  renderAction?: (product: Product) => ReactNode;
  /** A visible heading above the toolbar (the catalogue root says 'Все товары'). */
  title?: string;
}

/**
 * Whether taking the 'В наличии' filter off would show any product, asked only when the filtered page
 * came back empty: an 'Акции' category, or one whose goods are all sold out, is empty either way and the
 * spec's hint would send the visitor round in circles. The question is the first unfiltered page, which
 * is then cached for a visitor who unticks the box. Undefined while unknown; true when it cannot be told.
 */
function useUnfilteredHasProducts(query: CatalogProductsParams, ask: boolean): boolean | undefined {
  const unfiltered: CatalogProductsParams = { ...query, page: 1, inStock: false };
  const { data, isError } = useQuery({
    queryKey: catalogKeys.products(unfiltered),
    queryFn: ({ signal }) => fetchCatalogProducts(unfiltered, signal),
    staleTime: CATALOG_STALE_TIME_MS,
    enabled: ask,
  });
  if (isError) return true;
  return data ? data.total > 0 : undefined;
}

/**
 * The product grid of the catalogue (spec §2): sort select, in-stock checkbox, 24 cards a page and a
 * five-page pagination window. Every control changes the address, so a reload or the back button
 * shows the same page.
 */
export function CatalogProducts({ query, hrefFor, renderAction, title }: CatalogProductsProps) {
  const navigate = useNavigate();
  const resetUnknownCategory = useResetUnknownCategory();
  const headingId = useId();
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } =
    useCatalogProducts(query);

  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE));

  // a page past the end (an old link, a shrunken category) shows the last page instead
  const lastPageHref =
    data && !isPlaceholderData && data.products.length === 0 && total > 0 && query.page > totalPages
      ? hrefFor({ ...query, page: totalPages })
      : null;
  useEffect(() => {
    if (lastPageHref) void navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  // the category was deleted since the category list was cached: reset it like an unknown id
  const categoryMissing =
    query.categoryId !== null && error instanceof ApiRequestError && error.status === 404;
  useEffect(() => {
    if (categoryMissing) resetUnknownCategory();
  }, [categoryMissing, resetUnknownCategory]);

  const nothingInStock = query.inStock && !!data && !isPlaceholderData && !isError && total === 0;
  const untickingHelps = useUnfilteredHasProducts(query, nothingInStock);

  // a new page starts at the top of the grid, not at the pagination the visitor clicked
  const sectionRef = useScrollIntoViewOnChange<HTMLElement>(query.page);

  const change = (changes: Partial<CatalogProductsParams>) =>
    void navigate(hrefFor({ ...query, page: 1, ...changes }));

  let body: ReactNode;
  if (isPending || lastPageHref || categoryMissing || (nothingInStock && untickingHelps === undefined)) {
    body = <ProductCardSkeletonGrid count={8} />;
  } else if (isError && !data) {
    body = (
      <LoadError
        message={TEXTS.catalog.productsLoadFailed}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!data || data.products.length === 0) {
    body = (
      <p className="rounded-xl border border-slate-200 bg-white px-4 py-8 text-center text-slate-600">
        {query.inStock && untickingHelps
          ? TEXTS.catalog.noProductsInStock
          : TEXTS.catalog.noProductsInCategory}
      </p>
    );
  } else {
    body = (
      <div className={`space-y-6 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}>
        <ProductCardGrid products={data.products} renderAction={renderAction} />
        <Pagination
          page={query.page}
          totalPages={totalPages}
          hrefFor={(page) => hrefFor({ ...query, page })}
          mode="window"
        />
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-busy={isFetching || undefined}
      className="scroll-mt-36 space-y-4"
    >
      {/* the cards' headings need one above them: unseen when the page's own title says it all */}
      <h2 id={headingId} className={title ? 'text-xl font-bold text-slate-900 sm:text-2xl' : 'sr-only'}>
        {title ?? TEXTS.labels.products}
      </h2>
      <form
        method="get"
        action={paths.catalog.pattern}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap items-center gap-x-2 rounded-xl border border-slate-200 bg-white px-2 py-1.5 sm:flex-nowrap sm:gap-4 sm:px-3"
      >
        {query.categoryId !== null && <input type="hidden" name="category_id" value={query.categoryId} />}
        <InStockFilter checked={query.inStock} onChange={(inStock) => change({ inStock })} />
        {/* a phone shows the count on its own line under the filter and the sort */}
        {data && !isError && (
          <p className="order-last w-full px-1 pb-1 text-sm text-slate-500 sm:order-none sm:w-auto sm:p-0">
            {TEXTS.catalog.productsCount(total)}
          </p>
        )}
        <CatalogSortSelect
          name="sort"
          value={query.sort}
          onChange={(sort) => change({ sort })}
          className="ml-auto min-w-0 flex-1 justify-end sm:flex-none"
        />
        <NoScriptSubmit />
      </form>
      {body}
    </section>
  );
}
