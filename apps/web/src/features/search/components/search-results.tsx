import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Product } from '@shop/shared/catalog/schemas';
import { SEARCH_PAGE_SIZE } from '@shop/shared/constants';
import { SEARCH_MAX_RESULTS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { buttonClass } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { Pagination } from '../../../ui/pagination';
import { searchErrorMessage, useSearchResults } from '../api';
import type { SearchPageQuery } from '../api';
import { NoScriptSubmit } from '../../../ui/no-script-submit';
import { SearchSortSelect } from './search-sort-select';

interface SearchResultsProps {
  query: SearchPageQuery;
  /** The address of another results state (the page owns the URL rules). */
  hrefFor: (query: SearchPageQuery) => string;
  /** A grid of product cards (the page composes the catalogue's grid with the cart's button). */
  renderProducts: (products: readonly Product[]) => ReactNode;
  /** Shown while the first answer is on its way. */
  loading: ReactNode;
}

/**
 * The results of /search (spec §2): how many were found, the sort select, 20 products a page and the
 * pagination with ellipsis; the spec's empty and error messages.
 */
export function SearchResults({ query, hrefFor, renderProducts, loading }: SearchResultsProps) {
  const navigate = useNavigate();
  const { data, error, isPending, isError, isFetching, refetch } = useSearchResults(query);
  const total = data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));

  // a page past the end (an old link) shows the last page instead
  const lastPageHref =
    data && data.products.length === 0 && total > 0 && query.page > totalPages
      ? hrefFor({ ...query, page: totalPages })
      : null;
  useEffect(() => {
    if (lastPageHref) void navigate(lastPageHref, { replace: true });
  }, [lastPageHref, navigate]);

  // a new page starts at the top of the results, not at the pagination the visitor clicked
  const sectionRef = useRef<HTMLElement>(null);
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current === query.page) return;
    shownPage.current = query.page;
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [query.page]);

  let body: ReactNode;
  if (isPending || lastPageHref) {
    body = loading;
  } else if (isError) {
    body = (
      <LoadError
        message={TEXTS.search.failed(searchErrorMessage(error))}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (data.products.length === 0) {
    body = (
      <div className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center">
        <p className="text-slate-700">{TEXTS.search.noResults}</p>
        <Link to={paths.catalog.href()} className={buttonClass('secondary', 'mt-4')}>
          {TEXTS.cart.goToCatalog}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        {renderProducts(data.products)}
        <Pagination
          page={query.page}
          totalPages={totalPages}
          hrefFor={(page) => hrefFor({ ...query, page })}
          mode="ellipsis"
        />
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-label={TEXTS.search.title}
      aria-busy={isFetching || undefined}
      className="scroll-mt-36 space-y-4"
    >
      {/* the cards' headings need one above them */}
      <h2 className="sr-only">{TEXTS.labels.products}</h2>
      <form
        method="get"
        action={paths.search.pattern}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-3 py-1.5"
      >
        <input type="hidden" name="q" value={query.q} />
        <p role="status" className="min-h-5 text-sm font-medium text-slate-700">
          {data && !isError ? TEXTS.search.found(total, total >= SEARCH_MAX_RESULTS) : ''}
        </p>
        <SearchSortSelect
          name="sort"
          value={query.sort}
          onChange={(sort) => void navigate(hrefFor({ ...query, sort, page: 1 }))}
        />
        <NoScriptSubmit />
      </form>
      {body}
    </section>
  );
}
