import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Discount } from '@shop/shared/discounts/schemas';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { AdminEditButton } from '../../../ui/admin-edit-button';
import {
  CAROUSEL_TRACK,
  CarouselDots,
  useAutoplay,
  useCarouselTrack,
  useEngagement,
} from '../../../ui/carousel';
import { ShopImage } from '../../../ui/shop-image';

// admins only: the form's code is downloaded on the first press of 'Редактировать'
const DiscountEditModal = lazy(() =>
  import('./admin/discount-edit-modal').then((module) => ({ default: module.DiscountEditModal })),
);

function BannerSlide({ discount, first }: { discount: Discount; first: boolean }) {
  const body: ReactNode = (
    <>
      <ShopImage
        path={discount.image}
        alt=""
        width={1200}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className="absolute inset-0 size-full object-cover"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-r from-slate-950/75 via-slate-950/35 to-transparent"
      />
      {/* the bottom padding keeps the title and the button above the dots */}
      <span className="relative flex h-full max-w-[85%] flex-col justify-end gap-2 p-4 pb-11 sm:max-w-[60%] sm:gap-3 sm:p-8 sm:pb-12 lg:p-10 lg:pb-12">
        <span className="text-xl leading-tight font-bold text-white drop-shadow sm:text-3xl lg:text-4xl">
          {discount.title}
        </span>
        {discount.category_id !== null && (
          <span className="inline-flex w-fit items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white shadow-sm group-hover:bg-brand-800 sm:px-4 sm:py-2 sm:text-base">
            {TEXTS.home.discountsCta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </span>
    </>
  );
  // the track clips what is outside the banner: the focus ring goes inside
  const frame = 'group relative block size-full overflow-hidden bg-slate-800 focus-visible:-outline-offset-4';
  return discount.category_id === null ? (
    <div className={frame}>{body}</div>
  ) : (
    <Link to={paths.catalog.href({ categoryId: discount.category_id })} className={frame}>
      {body}
    </Link>
  );
}

/**
 * The discount banners (spec §2, §9): one at a time, a swipe or a dot goes to another, and they turn
 * by themselves every 3000 ms with a 500 ms transition, from the last back to the first. They stop while
 * the mouse is over them, a finger is on them or the keyboard is in them, while the tab is hidden, and
 * for a person who asked for reduced motion. The server's HTML shows the first banner; turning starts
 * in the browser.
 */
export function DiscountBannerCarousel({ discounts }: { discounts: readonly Discount[] }) {
  const { ref, index: current, goTo } = useCarouselTrack<HTMLDivElement>(BANNER_TRANSITION_MS);
  const { engaged, handlers } = useEngagement();
  const several = discounts.length > 1;
  useAutoplay({
    advance: () => goTo((current + 1) % discounts.length),
    delayMs: BANNER_AUTOPLAY_MS,
    enabled: several && !engaged,
    restartKey: current,
  });

  return (
    <div className="relative size-full" {...handlers}>
      <div ref={ref} className={`flex size-full snap-x snap-mandatory ${CAROUSEL_TRACK}`}>
        {discounts.map((discount, index) => (
          <div
            key={discount.id}
            className="relative size-full shrink-0 snap-start snap-always"
            data-current={index === current ? '' : undefined}
          >
            <BannerSlide discount={discount} first={index === 0} />
            {/* beside the banner's link, not in it: a button inside a link is neither valid nor reachable */}
            <AdminEditButton
              className="absolute top-3 right-3 z-10 shadow-sm"
              renderModal={(close) => <DiscountEditModal discount={discount} onClose={close} />}
            />
          </div>
        ))}
      </div>
      {several && (
        <CarouselDots
          className="absolute inset-x-0 bottom-0"
          count={discounts.length}
          current={current}
          label={TEXTS.home.bannerDots}
          dotLabel={(index) => TEXTS.home.bannerDot(index + 1, discounts.length)}
          onSelect={goTo}
        />
      )}
    </div>
  );
}
