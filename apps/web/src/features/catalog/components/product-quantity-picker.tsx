import { useState } from 'react';
import { clampQuantity, isInStock } from '@shop/shared/catalog/stock';
import { TEXTS } from '@shop/shared/texts';
import { QuantityStepper } from '../../../ui/quantity-stepper';

interface ProductQuantityPickerProps {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}

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
    <QuantityStepper
      label={TEXTS.productPage.quantity}
      value={quantity}
      max={stock}
      onChange={set}
      disabled={disabled}
    >
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
    </QuantityStepper>
  );
}
