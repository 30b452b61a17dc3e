import type { StockLabel, StockTone } from '@shop/shared/catalog/stock';

const TONES: Record<StockTone, string> = {
  red: 'bg-red-50 text-red-700 ring-red-200',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-200',
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  gray: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** A stock label (spec §4) as a coloured pill; pass `stockLabel()` or `cardStockLabel()` from shared. */
export function StockBadge({ label, className = '' }: { label: StockLabel; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[label.tone]} ${className}`}
    >
      {label.text}
    </span>
  );
}
