import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { Discount } from '@shop/shared/discounts/schemas';
import { TEXTS } from '@shop/shared/texts';
import { Skeleton } from '../../../ui/skeleton';
import { useDiscounts } from '../api';

// the banners are not worth an error screen: if the script cannot be downloaded the block stays empty
const DiscountBannerCarousel = lazy(
  (): Promise<{ default: ComponentType<{ discounts: readonly Discount[] }> }> =>
    import('./discount-banner-carousel').catch(() => ({ default: () => null })),
);

/** Banners are 3:1 (1200×400); phones get a taller 2:1 crop so the title stays readable. */
const FRAME = 'aspect-[2/1] sm:aspect-[3/1]';

/**
 * The home page's rotating discount banners, each linking to its category. The frame has a fixed
 * aspect ratio, so nothing below it moves while the slider and its images load; with no discounts
 * (or when they cannot be loaded) the block is not shown.
 */
export function DiscountBannerSlider() {
  const { data, isPending } = useDiscounts();
  const placeholder = <Skeleton className={`${FRAME} w-full rounded-2xl`} />;
  if (isPending) return placeholder;
  if (!data || data.length === 0) return null;

  return (
    <section
      aria-label={TEXTS.nav.discounts}
      className={`${FRAME} overflow-hidden rounded-2xl bg-slate-800 shadow-sm`}
    >
      <Suspense fallback={placeholder}>
        <DiscountBannerCarousel discounts={data} />
      </Suspense>
    </section>
  );
}
