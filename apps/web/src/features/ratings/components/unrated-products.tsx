import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { PROFILE_UNRATED_PAGE_SIZE } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import type { UnratedProduct } from '@shop/shared/ratings/schemas';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/api-client';
import { buttonClass } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { ShopImage } from '../../../ui/shop-image';
import { Skeleton } from '../../../ui/skeleton';
import { useRateProduct, useUserRatings } from '../api';
import { StarInput } from './star-input';

const P = TEXTS.profile;

/** One purchased product waiting for a score: picture, name and the stars. */
function UnratedRow({ product }: { product: UnratedProduct }) {
  const rate = useRateProduct();
  const [error, setError] = useState<string | null>(null);

  const submit = (rating: number) => {
    setError(null);
    rate.mutate(
      { productId: product.product_id, rating },
      {
        onSuccess: () => {
          toast.success(TEXTS.ratings.scoreAdded);
        },
        onError: (cause) => {
          const message = errorMessage(cause, TEXTS.ratings.scoreAddFailed);
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ShopImage
          path={product.image}
          alt=""
          className="size-14 shrink-0 rounded-lg border border-slate-100 bg-white object-contain"
        />
        <Link
          to={paths.product.href(product.product_id)}
          className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700"
        >
          {product.name}
        </Link>
      </div>
      <div className="sm:text-right">
        <StarInput
          label={P.rateLabel(product.name)}
          onSelect={submit}
          pending={rate.isPending}
          value={rate.variables?.rating}
        />
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

/** Profile: the purchased products of COMPLETED orders still unrated, 5 per page, each with stars. */
export function UnratedProducts() {
  const { data, error, isPending, isFetching, refetch } = useUserRatings();
  const [page, setPage] = useState(1);
  const unrated = data?.unrated ?? [];
  const totalPages = Math.max(1, Math.ceil(unrated.length / PROFILE_UNRATED_PAGE_SIZE));
  // rating the last product of the last page shows the page before it
  const current = Math.min(page, totalPages);
  const shown = unrated.slice((current - 1) * PROFILE_UNRATED_PAGE_SIZE, current * PROFILE_UNRATED_PAGE_SIZE);

  return (
    <section
      aria-labelledby="unrated-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="unrated-title" className="mb-2 text-lg font-semibold text-slate-900">
        {P.unratedHeading}
      </h2>
      {data ? (
        unrated.length === 0 ? (
          <p className="text-slate-600">{data.ratings.length > 0 ? P.unratedEmpty : P.unratedNone}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {shown.map((product) => (
                <UnratedRow key={product.product_id} product={product} />
              ))}
            </ul>
            {totalPages > 1 && (
              <nav aria-label={P.unratedHeading} className="mt-3 flex items-center justify-between gap-3">
                <button
                  type="button"
                  disabled={current <= 1}
                  onClick={() => setPage(current - 1)}
                  className={buttonClass('secondary')}
                >
                  {P.previousPage}
                </button>
                <span className="text-sm text-slate-600">{P.pageOf(current, totalPages)}</span>
                <button
                  type="button"
                  disabled={current >= totalPages}
                  onClick={() => setPage(current + 1)}
                  className={buttonClass('secondary')}
                >
                  {P.nextPage}
                </button>
              </nav>
            )}
          </>
        )
      ) : isPending && !error ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : (
        <LoadError
          message={errorMessage(error, P.unratedLoadFailed)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
    </section>
  );
}
