import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { SIMILAR_PRODUCTS_BREAKPOINTS, SIMILAR_PRODUCTS_VISIBLE } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { CAROUSEL_TRACK, useCarouselTrack } from '../../../ui/carousel';
import { ProductCard } from './product-card';

/** How long an arrow's scroll by one card takes. */
const SCROLL_MS = 300;

/**
 * The shared constant says how many cards show *under* each width; CSS media queries count from a
 * minimum width up: below the first width the first count applies, from each width on the next.
 */
export function carouselLayout(): {
  slidesPerView: number;
  breakpoints: Record<number, { slidesPerView: number }>;
} {
  const steps = [...SIMILAR_PRODUCTS_BREAKPOINTS].sort((a, b) => a.maxWidth - b.maxWidth);
  const breakpoints: Record<number, { slidesPerView: number }> = {};
  steps.forEach((step, index) => {
    breakpoints[step.maxWidth] = {
      slidesPerView: steps[index + 1]?.slidesPerView ?? SIMILAR_PRODUCTS_VISIBLE,
    };
  });
  return { slidesPerView: steps[0]?.slidesPerView ?? SIMILAR_PRODUCTS_VISIBLE, breakpoints };
}

/**
 * carouselLayout() in CSS, spelled out for Tailwind (its classes cannot be built at run time; a test
 * holds the two together): `--visible` cards per row, each column a share of the width less the gaps.
 */
export const VISIBLE_CARDS =
  '[--visible:1] min-[480px]:[--visible:2] min-[768px]:[--visible:3] min-[1024px]:[--visible:4]';
const COLUMNS = 'grid grid-flow-col gap-3 auto-cols-[calc((100%-(var(--visible)-1)*0.75rem)/var(--visible))]';

/** Loops only when there are more products than fit at once (spec §2). */
export function carouselLoops(count: number): boolean {
  return count > SIMILAR_PRODUCTS_VISIBLE;
}

const ARROW =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition-colors hover:border-brand-400 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

interface ProductCarouselProps {
  title: string;
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
}

/**
 * A row of product cards with prev/next buttons: 4 visible, 3 under 1024 px, 2 under 768, 1 under 480
 * (CSS, so the server's HTML has it already). The arrows move one card; with more products than fit
 * they go round (next at the end to the start, prev at the start to the end), otherwise they stop at
 * the ends. A finger swipes the row, which snaps to the cards.
 */
export function ProductCarousel({ title, products, renderAction }: ProductCarouselProps) {
  const { ref, index: current, atStart, atEnd, goTo } = useCarouselTrack<HTMLUListElement>(SCROLL_MS);
  const loop = carouselLoops(products.length);
  if (products.length === 0) return null;

  const previous = () => {
    if (!atStart) goTo(current - 1);
    else if (loop) goTo(products.length - 1);
  };
  const next = () => {
    if (!atEnd) goTo(current + 1);
    else if (loop) goTo(0);
  };
  const arrows = [
    { label: TEXTS.productPage.previous, Icon: ChevronLeft, onClick: previous, stop: atStart },
    { label: TEXTS.productPage.next, Icon: ChevronRight, onClick: next, stop: atEnd },
  ];

  return (
    <section aria-label={title} className="min-w-0">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h2>
        <div className="flex shrink-0 gap-2">
          {arrows.map(({ label, Icon, onClick, stop }) => (
            <button
              key={label}
              type="button"
              className={ARROW}
              aria-label={label}
              disabled={!loop && stop}
              onClick={onClick}
            >
              <Icon aria-hidden="true" className="size-5" />
            </button>
          ))}
        </div>
      </div>
      <ul ref={ref} className={`${COLUMNS} ${VISIBLE_CARDS} snap-x snap-mandatory pb-1 ${CAROUSEL_TRACK}`}>
        {products.map((product, index) => (
          <li
            key={product.id}
            className="min-w-0 snap-start"
            data-current={index === current ? '' : undefined}
          >
            <ProductCard product={product} action={renderAction?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
