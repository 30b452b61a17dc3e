import type { ReactNode } from 'react';
import type { Product } from '@shop/shared/catalog/schemas';
import { HOME_POPULAR_PRODUCTS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { LoadError } from '../../../ui/load-error';
import { usePopularProducts } from '../api';
import { ProductCardGrid } from './product-card';
import { ProductCardSkeletonGrid } from './product-card-skeleton';
import { HomeSection } from './home-section';

/**
 * Home page block: up to 8 popular products with stock and a price. The block is left out when the
 * shop has none to show; the page passes the cart's button in through `renderAction`.
 */
export function PopularProducts({ renderAction }: { renderAction?: (product: Product) => ReactNode }) {
  const { data, isPending, isError, isFetching, refetch } = usePopularProducts();
  if (!isPending && !isError && data.length === 0) return null;

  return (
    <HomeSection
      titleId="popular-products-title"
      title={TEXTS.home.popularProducts}
      catalogLink={TEXTS.catalog.allProducts}
    >
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
    </HomeSection>
  );
}
