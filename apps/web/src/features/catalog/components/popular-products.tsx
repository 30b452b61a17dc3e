import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { HOME_POPULAR_PRODUCTS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { LoadError } from '../../../ui/load-error';
import { usePopularProducts } from '../api';
import { ProductCardGrid } from './product-card';
import { ProductCardSkeletonGrid } from './product-card-skeleton';

/**
 * Home page block: up to 8 popular products with stock and a price. The block is left out when the
 * shop has none to show; the page passes the cart's button in through `renderAction`.
 */
export function PopularProducts({ renderAction }: { renderAction?: (product: Product) => ReactNode }) {
  const { data, isPending, isError, isFetching, refetch } = usePopularProducts();
  if (!isPending && !isError && data.length === 0) return null;

  return (
    <section aria-labelledby="popular-products-title">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id="popular-products-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {TEXTS.home.popularProducts}
        </h2>
        <Link
          to={paths.catalog.href()}
          className="inline-flex min-h-11 items-center gap-1 font-semibold whitespace-nowrap text-brand-700 hover:text-brand-800"
        >
          {TEXTS.catalog.allProducts}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <ProductCardSkeletonGrid count={HOME_POPULAR_PRODUCTS} />
      ) : isError ? (
        <LoadError
          message={TEXTS.home.popularProductsLoadFailed}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <ProductCardGrid products={data} renderAction={renderAction} />
      )}
    </section>
  );
}
