import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { TEXTS } from '@shop/shared/texts';
import { AdminEditButton } from '../../../ui/admin-edit-button';
import { LoadError } from '../../../ui/load-error';
import { ShopImage } from '../../../ui/shop-image';
import { Skeleton } from '../../../ui/skeleton';
import { usePromotions } from '../api';
import { LazyPromotionEditModal } from './lazy-promotion-edit-modal';

/** 'wide': the full-width home page (four in a row on a desktop); 'narrow': beside the catalogue's sidebar. */
export type PromotionsLayout = 'wide' | 'narrow';

const GRID: Record<PromotionsLayout, string> = {
  wide: 'sm:grid-cols-2 xl:grid-cols-4',
  narrow: 'sm:grid-cols-2',
};
const IMAGE_SIZES: Record<PromotionsLayout, string> = {
  wide: '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 85vw',
  narrow: '(min-width: 640px) 50vw, 85vw',
};

// a phone shows the cards as a row to swipe (the next one peeks in), so the block stays one card high;
// wider screens lay them out in a grid
const LIST =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0';
const ITEM = 'w-[85%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none';

function PromotionCard({ promotion, sizes }: { promotion: Promotion; sizes: string }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[3/1] bg-slate-100">
        <ShopImage
          path={promotion.image}
          size="card"
          sizes={sizes}
          alt=""
          width={1200}
          height={400}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t-4 border-brand-500 p-4">
        <h3 className="text-base leading-snug font-semibold text-slate-900 sm:text-lg">{promotion.title}</h3>
        <p className="text-sm leading-relaxed whitespace-pre-line text-slate-600">{promotion.description}</p>
        <AdminEditButton
          className="mt-auto self-start"
          renderModal={(close) => <LazyPromotionEditModal promotion={promotion} onClose={close} />}
        />
      </div>
    </div>
  );
}

interface PromotionsSectionProps {
  layout?: PromotionsLayout;
  /** Beside the heading: e.g. the home page's link to the discounted products. */
  action?: ReactNode;
}

/**
 * The shop's promotions (GET /promotions) as cards: picture, title, description. Shown on the home page
 * and above the products of a promotion category. While loading, grey cards keep the place; a failed
 * load offers 'Повторить'; with no promotions the block is left out.
 */
export function PromotionsSection({ layout = 'wide', action }: PromotionsSectionProps) {
  const headingId = useId();
  const { data, isPending, isError, isFetching, refetch } = usePromotions();
  if (!isPending && !isError && data.length === 0) return null;

  let body: ReactNode;
  if (isPending) {
    body = (
      <ul aria-hidden="true" className={`${LIST} ${GRID[layout]}`}>
        {Array.from({ length: layout === 'wide' ? 4 : 2 }, (_, index) => (
          <li key={index} className={ITEM}>
            <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
              <Skeleton className="aspect-[3/1] rounded-none!" />
              <div className="space-y-2 p-4">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (isError && !data) {
    body = (
      <LoadError message={TEXTS.promotions.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
    );
  } else {
    body = (
      <ul className={`${LIST} ${GRID[layout]}`}>
        {data.map((promotion) => (
          <li key={promotion.id} className={ITEM}>
            <PromotionCard promotion={promotion} sizes={IMAGE_SIZES[layout]} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {TEXTS.promotions.title}
        </h2>
        {action}
      </div>
      {body}
    </section>
  );
}
