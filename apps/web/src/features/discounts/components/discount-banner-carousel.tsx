import { lazy } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Discount } from '@shop/shared/discounts/schemas';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { AdminEditButton } from '../../../ui/admin-edit-button';
import { ShopImage } from '../../../ui/shop-image';

// admins only: the form's code is downloaded on the first press of 'Редактировать'
const DiscountEditModal = lazy(() =>
  import('./admin/discount-edit-modal').then((module) => ({ default: module.DiscountEditModal })),
);

const DOT_COLOURS = {
  '--swiper-pagination-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-opacity': '0.55',
  '--swiper-pagination-bullet-size': '10px',
  '--swiper-pagination-bullet-horizontal-gap': '5px',
} as CSSProperties;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

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
      <span className="relative flex h-full max-w-[85%] flex-col justify-end gap-2 p-4 pb-8 sm:max-w-[60%] sm:gap-3 sm:p-8 sm:pb-10 lg:p-10 lg:pb-12">
        <span className="text-xl leading-tight font-bold text-white drop-shadow sm:text-3xl lg:text-4xl">
          {discount.title}
        </span>
        {discount.category_id !== null && (
          <span className="inline-flex w-fit items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm group-hover:bg-brand-700 sm:px-4 sm:py-2 sm:text-base">
            {TEXTS.home.discountsCta}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </span>
    </>
  );
  const frame = `group relative block size-full overflow-hidden bg-slate-800`;
  return discount.category_id === null ? (
    <div className={frame}>{body}</div>
  ) : (
    <Link to={paths.catalog.href({ categoryId: discount.category_id })} className={frame}>
      {body}
    </Link>
  );
}

/**
 * The Swiper of the discount banners (spec §2, §9): autoplay every 3000 ms, a 500 ms transition, dots.
 * Loaded on its own after the page, so the home page's first download stays small.
 */
export default function DiscountBannerCarousel({ discounts }: { discounts: readonly Discount[] }) {
  const several = discounts.length > 1;
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      className="size-full"
      style={DOT_COLOURS}
      slidesPerView={1}
      speed={BANNER_TRANSITION_MS}
      loop={several}
      autoplay={
        several && !prefersReducedMotion()
          ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false
      }
      pagination={{ clickable: true }}
    >
      {discounts.map((discount, index) => (
        <SwiperSlide key={discount.id}>
          <BannerSlide discount={discount} first={index === 0} />
          {/* beside the banner's link, not in it: a button inside a link is neither valid nor reachable */}
          <AdminEditButton
            className="absolute top-3 right-3 z-10 shadow-sm"
            renderModal={(close) => <DiscountEditModal discount={discount} onClose={close} />}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
