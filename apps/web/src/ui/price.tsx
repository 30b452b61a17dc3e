import { formatRoubles } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';

interface PriceProps {
  /** Price to pay, after the discount. */
  price: number;
  /** The price before the discount; shown struck out when it differs from `price`. */
  originalPrice?: number;
  size?: 'md' | 'lg';
  className?: string;
}

/** A rouble price with two decimals and, when discounted, the struck-out original beside it. */
export function Price({ price, originalPrice, size = 'md', className = '' }: PriceProps) {
  const discounted = originalPrice !== undefined && originalPrice > price;
  const main = size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-base sm:text-lg';
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span
        className={`${main} font-bold whitespace-nowrap ${discounted ? 'text-red-600' : 'text-slate-900'}`}
      >
        {formatRoubles(price)}
      </span>
      {discounted && (
        <s
          className="text-sm whitespace-nowrap text-slate-400"
          aria-label={TEXTS.catalog.originalPrice(formatRoubles(originalPrice))}
        >
          {formatRoubles(originalPrice)}
        </s>
      )}
    </span>
  );
}
