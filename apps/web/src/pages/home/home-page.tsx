import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { DiscountBannerSlider } from '../../features/discounts/components/discount-banner-slider';
import { StorefrontHero } from '../../features/shop/components/storefront-hero';
import { useDocumentHead } from '../../lib/head';
import { useShop } from '../../lib/shop-settings';
import { homeHead } from './home-data';
import { Skeleton } from '../../ui/skeleton';

// Loaded right after the first screen (banners and the shop's claims) is drawn: the advantages, the
// category and product cards, the promotions, the cart button and the form (with zod) stay out of the
// storefront's first download, which matters on a weak rural connection.
const HomeBelowFold = lazyPage(
  () => import('./home-below-fold'),
  'HomeBelowFold',
  'src/pages/home/home-below-fold.tsx',
);

/**
 * Home (spec §2): discount banners, the shop's claims and advantages, popular categories, promotions,
 * popular products, free measurement.
 */
export function HomePage() {
  useDocumentHead(homeHead(useShop(), ''));
  return (
    <div className="container-page space-y-8 py-5 sm:space-y-12 sm:py-8">
      <DiscountBannerSlider />
      <StorefrontHero />
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-2xl" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
