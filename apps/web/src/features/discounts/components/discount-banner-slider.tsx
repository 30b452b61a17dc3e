import { TEXTS } from '@shop/shared/texts';
import { Skeleton } from '../../../ui/skeleton';
import { useDiscounts } from '../api';
import { DiscountBannerCarousel } from './discount-banner-carousel';

/** Banners are 3:1 (1200×400); phones get a taller 2:1 crop so the title stays readable. */
const FRAME = 'aspect-[2/1] sm:aspect-[3/1]';

/**
 * The home page's rotating discount banners, each linking to its category. The frame has a fixed
 * aspect ratio, so nothing below it moves while the images load; with no discounts (or when they
 * cannot be loaded) the block is not shown. The carousel is small and part of the page, so the server's
 * HTML already has the first banner (the home page's largest picture).
 */
export function DiscountBannerSlider() {
  const { data, isPending } = useDiscounts();
  if (isPending) return <Skeleton className={`${FRAME} w-full rounded-2xl`} />;
  if (!data || data.length === 0) return null;

  return (
    <section
      aria-label={TEXTS.nav.discounts}
      className={`${FRAME} overflow-hidden rounded-2xl bg-slate-800 shadow-sm`}
    >
      <DiscountBannerCarousel discounts={data} />
    </section>
  );
}
