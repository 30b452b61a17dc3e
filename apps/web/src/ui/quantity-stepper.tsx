import type { ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import { addQuantities, subtractQuantities } from '@shop/shared/catalog/quantity';
import { TEXTS } from '@shop/shared/texts';

interface QuantityStepperProps {
  /** The group's accessible name. */
  label: string;
  value: number;
  /** The largest quantity (the stock): plus is disabled from it on. */
  max: number;
  /** The smallest quantity (the product's minimum): minus is disabled at it. 1 by default. */
  min?: number;
  /** What minus and plus move by (the product's step: 0.1 m, 0.5 kg). 1 by default. */
  step?: number;
  onChange: (quantity: number) => void;
  /** Every control disabled: out of stock, or a change being saved. */
  disabled?: boolean;
  /** What shows the value between the buttons; a read-only number by default. */
  children?: ReactNode;
}

const STEP_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center text-slate-700 transition-colors hover:bg-slate-100 ' +
  'hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/**
 * Minus, the quantity and plus (spec §5, issue 27): they move by the step; minus is disabled at the
 * minimum, plus at `max`.
 */
export function QuantityStepper({
  label,
  value,
  max,
  min = 1,
  step = 1,
  onChange,
  disabled = false,
  children,
}: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex items-center overflow-hidden rounded-lg border bg-white ${disabled ? 'border-slate-200' : 'border-slate-300'}`}
    >
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={TEXTS.productPage.decrease}
        disabled={disabled || value <= min}
        onClick={() => onChange(subtractQuantities(value, step))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      {children ?? (
        <output aria-live="polite" className="min-w-10 text-center font-semibold text-slate-900">
          {value}
        </output>
      )}
      <button
        type="button"
        className={STEP_BUTTON}
        aria-label={TEXTS.productPage.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(addQuantities(value, step))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
