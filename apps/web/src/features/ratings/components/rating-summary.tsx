import { Star } from 'lucide-react';
import { RATING_MAX } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { Skeleton } from '../../../ui/skeleton';
import { useRatingSummary } from '../api';

interface RatingStarsProps {
  averageRating: number;
  voteCount: number;
}

/** Stars for the average rounded to a whole star (spec §9) and '4.3 (12 оценок)', or 'Нет оценок'. */
export function RatingStars({ averageRating, voteCount }: RatingStarsProps) {
  const rated = voteCount > 0;
  const filled = rated ? Math.round(averageRating) : 0;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span
        role="img"
        aria-label={rated ? TEXTS.ratings.starsLabel(averageRating) : TEXTS.ratings.none}
        className="inline-flex items-center gap-0.5"
      >
        {Array.from({ length: RATING_MAX }, (_, index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={`size-5 ${index < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300'}`}
          />
        ))}
      </span>
      <span className={rated ? 'font-medium text-slate-700' : 'text-slate-500'}>
        {rated ? TEXTS.ratings.summary(averageRating, voteCount) : TEXTS.ratings.none}
      </span>
    </div>
  );
}

/** The rating of one product from GET /api/ratings/{id}; a failed load says so instead of the stars. */
export function RatingSummary({ productId }: { productId: number }) {
  const { data, isPending, isError } = useRatingSummary(productId);
  if (isPending) return <Skeleton className="h-5 w-48" />;
  if (isError || !data) return <p className="text-sm text-slate-500">{TEXTS.ratings.loadFailed}</p>;
  return <RatingStars averageRating={data.averageRating} voteCount={data.voteCount} />;
}
