import { useState } from 'react';
import { Star } from 'lucide-react';
import { RATING_MAX } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';

interface StarInputProps {
  /** Names the group for screen readers: 'Оценка товара «…»'. */
  label: string;
  /** Called with 1..RATING_MAX when a star is tapped. */
  onSelect: (stars: number) => void;
  /** While the score is being sent the stars stay lit and cannot be tapped again. */
  pending?: boolean;
  /** The score being sent, lit while `pending`. */
  value?: number;
}

/** Five tappable stars (44 px each, for phones); tapping one gives that many stars. */
export function StarInput({ label, onSelect, pending = false, value = 0 }: StarInputProps) {
  const [hovered, setHovered] = useState(0);
  const lit = pending ? value : hovered;
  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={pending}
      className="flex items-center"
      onMouseLeave={() => setHovered(0)}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const stars = index + 1;
        return (
          <button
            key={stars}
            type="button"
            disabled={pending}
            aria-label={TEXTS.profile.starLabel(stars)}
            onMouseEnter={() => setHovered(stars)}
            onFocus={() => setHovered(stars)}
            onBlur={() => setHovered(0)}
            onClick={() => onSelect(stars)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-amber-400 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-wait"
          >
            <Star
              aria-hidden="true"
              className={`size-7 ${stars <= lit ? 'fill-amber-400 text-amber-400' : 'fill-white text-slate-300'}`}
            />
          </button>
        );
      })}
    </div>
  );
}
