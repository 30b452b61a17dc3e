import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { PopularCategories } from '../../features/catalog/components/popular-categories';
import { DiscountBannerSlider } from '../../features/discounts/components/discount-banner-slider';
import { Advantages } from '../../features/shop/components/advantages';
import { StorefrontHero } from '../../features/shop/components/storefront-hero';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Skeleton } from '../../ui/skeleton';

// Loaded right after the first screen is drawn: the product cards, the cart button and the form (with
// zod) stay out of the storefront's first download, which matters on a weak rural connection.
const HomeBelowFold = lazyPage(() => import('./home-below-fold'), 'HomeBelowFold');

/** Home (spec §2): discount banners, the shop's claims, popular categories and products, free measurement. */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className="container-page space-y-8 py-5 sm:space-y-12 sm:py-8">
      <DiscountBannerSlider />
      <StorefrontHero />
      <Advantages />
      <PopularCategories />
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-2xl" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
