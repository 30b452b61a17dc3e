import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { clampQuantity, isInStock } from '@shop/shared/catalog/stock';
import { TEXTS } from '@shop/shared/texts';

interface ProductQuantityPickerProps {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

const STEP_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** Minus / number / plus, kept between 1 and the stock (spec §5); everything disabled at stock 0. */
export function ProductQuantityPicker({ value, stock, onChange }: ProductQuantityPickerProps) {
  const quantity = clampQuantity(value, stock);
  const disabled = !isInStock(stock);
  // the field may be empty while the customer retypes the number; it shows the quantity again on blur
  const [draft, setDraft] = useState<string | null>(null);

  const set = (next: number) => {
    setDraft(null);
    onChange(clampQuantity(next, stock));
  };

  return (
    <div
      role="group"
      aria-label={TEXTS.productPage.quantity}
      className={`inline-flex items-center overflow-hidden rounded-lg border bg-white ${disabled ? 'border-slate-200' : 'border-slate-300'}`}
    >
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={TEXTS.productPage.decrease}
        disabled={disabled || quantity <= 1}
        onClick={() => set(quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={TEXTS.productPage.quantity}
        className="h-11 w-14 border-x border-slate-200 text-center text-base font-semibold text-slate-900 tabular-nums outline-none focus-visible:bg-brand-50 disabled:bg-slate-50 disabled:text-slate-400"
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits === '') {
            setDraft('');
            return;
          }
          set(Number(digits));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={TEXTS.productPage.increase}
        disabled={disabled || quantity >= stock}
        onClick={() => set(quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
