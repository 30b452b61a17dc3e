import { useState } from 'react';
import { clampQuantity } from '@shop/shared/catalog/stock';

interface QuantityInputProps {
  /** The field's accessible name. */
  label: string;
  value: number;
  /** The stock: a typed number is kept between 1 and it (the product page's rule). */
  max: number;
  onCommit: (quantity: number) => void;
  /**
   * Commit every keystroke (a local choice, the product page) instead of on leaving the field or
   * Enter (a saved quantity, the cart: one request for '40', not for '4' and then '40').
   */
  live?: boolean;
  disabled?: boolean;
  /** A commit is being saved: the typed number stays shown until the saved value arrives. */
  saving?: boolean;
}

/** The digits of what was typed ('7шт' → '7', '-3' → '3'). */
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The number between a stepper's minus and plus, typed in: the customer types 40 instead of tapping
 * plus 39 times. The value is clamped to 1..max; an emptied field shows the quantity again on blur.
 */
export function QuantityInput({
  label,
  value,
  max,
  onCommit,
  live = false,
  disabled = false,
  saving = false,
}: QuantityInputProps) {
  // what the customer typed over `over` (a new value from outside wins); a committed number shows
  // until its save ends, so a failed save shows the quantity as it is again
  const [draft, setDraft] = useState<{ text: string; over: number; committed: boolean } | null>(null);
  const [wasSaving, setWasSaving] = useState(saving);
  if (saving !== wasSaving) {
    setWasSaving(saving);
    if (!saving && draft?.committed) setDraft(null);
  }
  const showsDraft = draft !== null && draft.over === value;
  const shown = showsDraft ? draft.text : String(value);

  const commit = (text: string) => {
    const digits = digitsOf(text);
    if (digits === '') {
      setDraft(null);
      return;
    }
    const next = clampQuantity(Number(digits), max);
    if (next === value) {
      setDraft(null);
      return;
    }
    setDraft({ text: String(next), over: value, committed: true });
    onCommit(next);
  };

  return (
    <input
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      enterKeyHint="done"
      aria-label={label}
      className="h-11 w-14 border-x border-slate-200 text-center text-base font-semibold text-slate-900 tabular-nums outline-none focus-visible:bg-brand-50 disabled:bg-slate-50 disabled:text-slate-400"
      value={shown}
      disabled={disabled}
      onChange={(event) => {
        const digits = digitsOf(event.target.value);
        if (live && digits !== '') commit(digits);
        else setDraft({ text: digits, over: value, committed: false });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit(shown);
      }}
      onBlur={() => {
        if (showsDraft && !draft.committed) commit(draft.text);
      }}
    />
  );
}
