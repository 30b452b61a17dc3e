import { Link, useParams } from 'react-router';
import type { Product } from '@shop/shared/catalog/schemas';
import { isInStock } from '@shop/shared/catalog/stock';
import { parseRowId } from '@shop/shared/ids';
import { unitPriceKopecks } from '@shop/shared/pricing';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../lib/paths';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { AddQuantityButton } from '../../features/cart/components/add-quantity-button';
import { ProductQuickOrder } from '../../features/orders/components/quick-order-button';
import { ProductCarousel } from '../../features/catalog/components/product-carousel';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { ProductCalculatorSection } from '../../features/catalog/components/product-calculator';
import { DeliveryInfo } from '../../features/delivery/delivery-info';
import { useProduct, useProductBreadcrumbs, useRelatedProducts } from '../../features/catalog/product-api';
import { RatingSummary } from '../../features/ratings/components/rating-summary';
import { pageTitle, useDocumentHead } from '../../lib/head';
import { useShop } from '../../lib/shop-settings';
import { NotFoundView } from '../../ui/not-found-view';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { productCrumbs } from './product-crumbs';
import { productHead } from './product-data';
import { buttonClass } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';

/**
 * Product page (spec §2): breadcrumbs, the product, and the carousel of similar goods; a product the
 * shop does not have (or no longer shows) is the 404 page.
 */
export function ProductPage() {
  // an id the server would refuse is no product: nothing is requested
  const id = parseRowId(useParams().id);
  const product = useProduct(id);
  const breadcrumbs = useProductBreadcrumbs(id);
  const related = useRelatedProducts(id);
  const shopName = useShop().name;
  useDocumentHead(
    product.data === undefined
      ? { title: pageTitle(shopName, TEXTS.labels.product) }
      : // the browser only shows the title and description: no address is needed for them
        productHead(shopName, product.data, breadcrumbs.data ?? [], ''),
  );

  if (id === null || product.data === null)
    return (
      <NotFoundView text={TEXTS.catalog.productNotFound} catalogLink={TEXTS.productPage.backToCatalog} />
    );
  if (product.isError) return <ProductUnavailable onRetry={() => void product.refetch()} />;
  if (product.isPending) return <ProductPageSkeleton />;

  const item = product.data;
  return (
    <div className="container-page space-y-10 py-5 sm:space-y-14 sm:py-8">
      <div className="space-y-5">
        <Breadcrumbs items={productCrumbs(breadcrumbs.data ?? [], item.name)} />
        <ProductDetails
          key={item.id}
          product={item}
          rating={<RatingSummary productId={item.id} />}
          renderAction={(quantity) => (
            <div className="grid gap-2 sm:w-fit">
              <AddToCartButton product={item} quantity={quantity} variant="page" />
              <ProductQuickOrder product={item} quantity={quantity} />
            </div>
          )}
          delivery={
            <>
              {/* the delivery of one unit into the customer's settlement, and pickup */}
              <DeliveryInfo
                className="mt-4"
                goodsKopecks={unitPriceKopecks(item)}
                specialTransport={item.special_transport === true}
                pickupToday={isInStock(item.stock_quantity)}
              />
              <ProductCalculatorSection
                product={item}
                renderAdd={(add) => <AddQuantityButton product={item} {...add} />}
              />
            </>
          }
        />
      </div>
      <ProductCarousel
        key={item.id}
        title={TEXTS.productPage.similar}
        products={related.data ?? []}
        renderAction={(similar: Product) => <AddToCartButton product={similar} variant="card" />}
      />
    </div>
  );
}

/** The product could not be loaded (a weak connection): try again, or go back to the catalogue. */
function ProductUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="container-page space-y-5 py-5 sm:py-8">
      <Breadcrumbs items={productCrumbs([])} />
      <div className="mx-auto max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-8">
        <p role="alert" className="text-lg font-semibold text-slate-900">
          {TEXTS.catalog.productNotFound}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
            {TEXTS.common.retry}
          </button>
          <Link to={paths.catalog.href()} className={buttonClass('primary')}>
            {TEXTS.productPage.backToCatalog}
          </Link>
        </div>
      </div>
    </div>
  );
}

function ProductPageSkeleton() {
  return (
    <div className="container-page space-y-5 py-5 sm:py-8" aria-busy="true">
      <Breadcrumbs items={productCrumbs([])} />
      <p className="sr-only">{TEXTS.common.loading}</p>
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-12 w-full sm:w-64" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
