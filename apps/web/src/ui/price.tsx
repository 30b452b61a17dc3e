import { formatRoubles } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';

interface PriceProps {
  /** Price to pay, after the discount. */
  price: number;
  /** The price before the discount; shown struck out when it differs from `price`. */
  originalPrice?: number;
  size?: 'md' | 'lg';
  /** 'за м²' after the price (shared `perUnitLabel`); nothing when null. */
  perUnit?: string | null;
  className?: string;
}

/** A rouble price with two decimals, its unit and, when discounted, the struck-out original beside it. */
export function Price({ price, originalPrice, size = 'md', perUnit, className = '' }: PriceProps) {
  const discounted = originalPrice !== undefined && originalPrice > price;
  const main = size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-base sm:text-lg';
  const amount = (
    <span className={`${main} font-bold whitespace-nowrap ${discounted ? 'text-red-600' : 'text-slate-900'}`}>
      {formatRoubles(price)}
    </span>
  );
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      {perUnit ? (
        // the unit stays closer to its price than the struck-out original does
        <span className="inline-flex flex-wrap items-baseline gap-x-1">
          {amount}
          <span className={`whitespace-nowrap text-slate-500 ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
            {perUnit}
          </span>
        </span>
      ) : (
        amount
      )}
      {discounted && (
        <s
          className="text-sm whitespace-nowrap text-slate-500"
          aria-label={TEXTS.catalog.originalPrice(formatRoubles(originalPrice))}
        >
          {formatRoubles(originalPrice)}
        </s>
      )}
    </span>
  );
}
