import { useSearchParams } from 'react-router';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../lib/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ProductCardGrid } from '../../features/catalog/components/product-card';
import { ProductCardSkeletonGrid } from '../../features/catalog/components/product-card-skeleton';
import { SearchResults } from '../../features/search/components/search-results';
import { useDocumentHead } from '../../lib/head';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageTitle } from '../../ui/page-title';
import { useShop } from '../../lib/shop-settings';
import { searchHead } from './search-data';
import { parseSearchQuery, searchQueryHref } from './search-query';

/** Grey cards shown while the first answer loads (a screenful, not the whole page of 20). */
const LOADING_CARDS = 8;

/** /search?q&page&sort: the results of the header search box (the box itself shows the text). */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = parseSearchQuery(searchParams);
  useDocumentHead(searchHead(useShop().name, query.q, undefined));

  return (
    <div className="container-page space-y-4 py-5 sm:py-8">
      <Breadcrumbs
        items={[{ label: TEXTS.nav.home, href: paths.home.href() }, { label: TEXTS.nav.search }]}
      />
      <div className="space-y-1">
        <PageTitle>{TEXTS.search.title}</PageTitle>
        {query.q ? (
          <p className="text-slate-600">
            {TEXTS.search.forQuery} <strong className="break-words text-slate-900">«{query.q}»</strong>
          </p>
        ) : (
          <p className="text-slate-600">{TEXTS.search.prompt}</p>
        )}
      </div>
      {query.q && (
        <SearchResults
          query={query}
          hrefFor={searchQueryHref}
          loading={<ProductCardSkeletonGrid count={LOADING_CARDS} />}
          renderProducts={(products) => (
            <ProductCardGrid
              products={products}
              renderAction={(product) => <AddToCartButton product={product} variant="card" />}
            />
          )}
        />
      )}
    </div>
  );
}
