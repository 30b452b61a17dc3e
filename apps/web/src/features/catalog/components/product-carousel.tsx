import { useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import type { Product } from '@shop/shared/catalog/schemas';
import { SIMILAR_PRODUCTS_BREAKPOINTS, SIMILAR_PRODUCTS_VISIBLE } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { ProductCard } from './product-card';

/**
 * Swiper counts breakpoints from a minimum width up; the shared constant says how many slides show
 * *under* each width. Below the first width the first count applies; from each width on, the next.
 */
export function carouselLayout(): Pick<SwiperOptions, 'slidesPerView' | 'breakpoints'> {
  const steps = [...SIMILAR_PRODUCTS_BREAKPOINTS].sort((a, b) => a.maxWidth - b.maxWidth);
  const breakpoints: NonNullable<SwiperOptions['breakpoints']> = {};
  steps.forEach((step, index) => {
    breakpoints[step.maxWidth] = {
      slidesPerView: steps[index + 1]?.slidesPerView ?? SIMILAR_PRODUCTS_VISIBLE,
    };
  });
  return { slidesPerView: steps[0]?.slidesPerView ?? SIMILAR_PRODUCTS_VISIBLE, breakpoints };
}

/** Loops only when there are more products than fit at once (spec §2). */
export function carouselLoops(count: number): boolean {
  return count > SIMILAR_PRODUCTS_VISIBLE;
}

const ARROW =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-400 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

const ARROWS = [
  { direction: 'prev', label: TEXTS.productPage.previous, Icon: ChevronLeft },
  { direction: 'next', label: TEXTS.productPage.next, Icon: ChevronRight },
] as const;

interface ProductCarouselProps {
  title: string;
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
}

/** A row of product cards with prev/next buttons: 4 visible, 3 under 1024 px, 2 under 768, 1 under 480. */
export function ProductCarousel({ title, products, renderAction }: ProductCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const loop = carouselLoops(products.length);
  if (products.length === 0) return null;

  const updateEdges = (instance: SwiperInstance) =>
    setEdges({ start: instance.isBeginning, end: instance.isEnd });

  return (
    <section aria-label={title} className="min-w-0">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h2>
        <div className="flex shrink-0 gap-2">
          {ARROWS.map(({ direction, label, Icon }) => (
            <button
              key={direction}
              type="button"
              className={ARROW}
              aria-label={label}
              disabled={!swiper || (!loop && (direction === 'prev' ? edges.start : edges.end))}
              onClick={() => (direction === 'prev' ? swiper?.slidePrev() : swiper?.slideNext())}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
        </div>
      </div>
      <Swiper
        {...carouselLayout()}
        loop={loop}
        spaceBetween={12}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          updateEdges(instance);
        }}
        onSlideChange={updateEdges}
        onBreakpoint={updateEdges}
        className="pb-1!"
      >
        {products.map((product) => (
          <SwiperSlide key={product.id} className="h-auto!">
            <ProductCard product={product} action={renderAction?.(product)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
