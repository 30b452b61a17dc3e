import { useState } from 'react';
import {
  clampSaleQuantity,
  isFractional,
  QUANTITY_DECIMALS,
  WHOLE_UNITS,
  type SaleRule,
} from '@shop/shared/catalog/quantity';

interface QuantityInputProps {
  /** The field's accessible name. */
  label: string;
  value: number;
  /** The stock: a typed number is kept between the minimum and it, on the step (the product page's rule). */
  max: number;
  /** The product's minimum and step; whole units (1, 2, 3…) when not given. */
  rule?: SaleRule;
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

/** A quantity as the field shows it: '2,5', '12' (a comma, no grouping). */
export const formatQuantityInput = (quantity: number): string =>
  String(Number(quantity.toFixed(QUANTITY_DECIMALS))).replace('.', ',');

/**
 * What was typed, reduced to a quantity's characters: whole units keep the digits ('7шт' → '7', '-3' →
 * '3'); goods sold in parts also keep one decimal comma or point with up to three digits after it
 * ('2.5' → '2,5', '1,2345' → '1,234').
 */
export function quantityText(text: string, fractional: boolean): string {
  if (!fractional) return text.replace(/\D/g, '');
  const cleaned = text.replace(/[^\d.,]/g, '');
  const separator = cleaned.search(/[.,]/);
  if (separator < 0) return cleaned;
  const whole = cleaned.slice(0, separator);
  const decimals = cleaned
    .slice(separator + 1)
    .replace(/\D/g, '')
    .slice(0, QUANTITY_DECIMALS);
  return `${whole === '' ? '0' : whole},${decimals}`;
}

/** The number of a quantity's text ('2,5' → 2.5); NaN for an empty one. */
const parseQuantity = (text: string): number =>
  text === '' || text === ',' ? Number.NaN : Number(text.replace(',', '.'));

/**
 * The number between a stepper's minus and plus, typed in: the customer types 40 instead of tapping
 * plus 39 times, or '2,5' metres. The value is kept between the minimum and max on the step; an emptied
 * field shows the quantity again on blur.
 */
export function QuantityInput({
  label,
  value,
  max,
  rule = WHOLE_UNITS,
  onCommit,
  live = false,
  disabled = false,
  saving = false,
}: QuantityInputProps) {
  const fractional = isFractional(rule);
  // what the customer typed while the quantity is `over` (a new value from outside wins); a committed
  // number shows until its save ends, so a failed save shows the quantity as it is again
  const [draft, setDraft] = useState<{ text: string; over: number; committed: boolean } | null>(null);
  const [wasSaving, setWasSaving] = useState(saving);
  if (saving !== wasSaving) {
    setWasSaving(saving);
    if (!saving && draft?.committed) setDraft(null);
  }
  const showsDraft = draft !== null && draft.over === value;
  const shown = showsDraft ? draft.text : formatQuantityInput(value);

  const commit = (text: string) => {
    const typed = parseQuantity(quantityText(text, fractional));
    if (Number.isNaN(typed)) {
      setDraft(null);
      return;
    }
    const next = clampSaleQuantity(typed, max, rule);
    if (next === value) {
      setDraft(null);
      return;
    }
    setDraft({ text: formatQuantityInput(next), over: live ? next : value, committed: !live });
    onCommit(next);
  };

  /** Live typing of goods sold in parts: '2,' or '0' may still become 2,5 or 0,5 — wait for them. */
  const commitLive = (text: string) => {
    const typed = parseQuantity(text);
    const next = clampSaleQuantity(typed, max, rule);
    if (Number.isNaN(typed) || (next !== typed && typed <= max)) {
      setDraft({ text, over: value, committed: false });
      return;
    }
    setDraft({ text: next === typed ? text : formatQuantityInput(next), over: next, committed: false });
    if (next !== value) onCommit(next);
  };

  return (
    <input
      type="text"
      inputMode={fractional ? 'decimal' : 'numeric'}
      pattern={fractional ? '[0-9]*[.,]?[0-9]*' : '[0-9]*'}
      autoComplete="off"
      enterKeyHint="done"
      aria-label={label}
      className={`h-11 ${fractional ? 'w-20' : 'w-14'} border-x border-slate-200 text-center text-base font-semibold text-slate-900 tabular-nums outline-none focus-visible:bg-brand-50 disabled:bg-slate-50 disabled:text-slate-400`}
      value={shown}
      disabled={disabled}
      onChange={(event) => {
        const text = quantityText(event.target.value, fractional);
        if (live && text !== '') {
          if (fractional) commitLive(text);
          else commit(text);
        } else setDraft({ text, over: value, committed: false });
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit(shown);
      }}
      onBlur={() => {
        if (showsDraft && !draft.committed) {
          if (live) setDraft(null);
          if (parseQuantity(draft.text) !== value || !live) commit(draft.text);
        }
      }}
    />
  );
}
