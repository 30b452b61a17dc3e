import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Calculator, ShoppingCart } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { CALCULATOR_TEXTS as T } from '@shop/shared/catalog/calculator-texts';
import type { CalculatorResult } from '@shop/shared/catalog/calculators';
import { maxSaleQuantity, roundUpToStep, toThousandths } from '@shop/shared/catalog/quantity';
import { quantityWithUnit } from '@shop/shared/catalog/units';
import { formatRoubles } from '@shop/shared/money';
import { lineTotal } from '@shop/shared/pricing';
import { buttonClass } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** The button that puts a calculated quantity into the cart, with the calculator's own words on it. */
export type RenderCalculatorAdd = (add: { quantity: number; label: string; disabled: boolean }) => ReactNode;

/** The cart's button, passed in by the page (features do not import each other). */
export const CalculatorAddContext = createContext<RenderCalculatorAdd | null>(null);

/** What a calculator's result buys: the quantity, and whether the stock cuts it short. */
export interface CalculatorPurchase {
  /** what the button adds: the need on the product's step, or all the stock when it is short */
  quantity: number;
  /** the stock is less than the need */
  short: boolean;
  /** nothing can be bought */
  soldOut: boolean;
}

/**
 * The quantity a calculated need buys: at least the product's minimum, on its step, and no more than the
 * stock (the button then offers what there is and says so).
 */
export function purchaseOf(
  product: Pick<Product, 'stock_exact' | 'min_quantity' | 'quantity_step'>,
  need: number,
): CalculatorPurchase {
  const rule = { min_quantity: product.min_quantity, quantity_step: product.quantity_step };
  const wanted = roundUpToStep(Math.max(need, rule.min_quantity), rule.quantity_step);
  const most = maxSaleQuantity(product.stock_exact, rule);
  if (most <= 0) return { quantity: wanted, short: true, soldOut: true };
  if (toThousandths(wanted) > toThousandths(most)) return { quantity: most, short: true, soldOut: false };
  return { quantity: wanted, short: false, soldOut: false };
}

/** The error of a field when the result refuses it and the customer has typed something there. */
export function fieldError<V>(result: CalculatorResult<V>, field: string, text: string): string | undefined {
  return !result.ok && result.field === field && text.trim() !== '' ? result.error : undefined;
}

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  className?: string;
}

/** A calculator's number: a decimal keyboard on phones, a comma or a dot accepted. */
export function NumberField({ label, value, onChange, error, hint, className }: NumberFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode="decimal"
      autoComplete="off"
      error={error}
      hint={hint}
      className={className}
    />
  );
}

interface CalculatorOutcomeProps {
  product: Product;
  /** the result's lines: what is needed, in units and in the goods' own measure */
  lines: readonly string[];
  /** the assumptions the result is based on, in plain words */
  assumption: string;
  purchase: CalculatorPurchase;
  /** the button's text for a quantity ('Добавить 8 уп. в корзину') */
  addLabel: (quantity: number) => string;
}

/** The result of a calculation: what it takes, its price, what it assumes, and the button that adds it. */
export function CalculatorOutcome({
  product,
  lines,
  assumption,
  purchase,
  addLabel,
}: CalculatorOutcomeProps) {
  const unit = product.unit_name;
  const price = purchase.soldOut ? null : formatRoubles(lineTotal(product, purchase.quantity));
  return (
    <div
      className="space-y-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100 ring-inset sm:p-4"
      aria-live="polite"
      data-testid="calculator-result"
    >
      <div>
        <h3 className="text-sm font-semibold text-slate-600">{T.resultTitle}</h3>
        {lines.map((line) => (
          <p key={line} className="text-lg font-bold text-slate-900">
            {line}
          </p>
        ))}
        {price && <p className="text-base font-semibold text-slate-800">{T.cost(price)}</p>}
      </div>
      <p className="text-sm text-slate-600">{assumption}</p>
      {purchase.short && (
        <p className="text-sm font-medium text-amber-800" role="status">
          {purchase.soldOut
            ? T.outOfStock
            : `${T.stockShort(quantityWithUnit(purchase.quantity, unit))}. ${T.stockShortOffer}`}
        </p>
      )}
      <CalculatorAdd
        quantity={purchase.quantity}
        label={addLabel(purchase.quantity)}
        disabled={purchase.soldOut}
      />
    </div>
  );
}

/** The calculator's button while its inputs are refused: nothing to add yet. */
export function CalculatorIdle({ label }: { label: string }) {
  return (
    <button type="button" disabled className={buttonClass('primary', 'min-h-12 w-full sm:w-auto')}>
      <ShoppingCart aria-hidden="true" className="size-5 shrink-0" />
      <span>{label}</span>
    </button>
  );
}

function CalculatorAdd(add: { quantity: number; label: string; disabled: boolean }) {
  const renderAdd = useContext(CalculatorAddContext);
  return renderAdd ? renderAdd(add) : <CalculatorIdle label={add.label} />;
}

/** The calculator's heading line inside the open section. */
export function CalculatorIntro({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Calculator aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      {children}
    </p>
  );
}

/** One figure a calculator asks for, and the calculator field its refusal names. */
export interface CalculatorInput {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** Two figures side by side (room length and width, area and layer), each with its own refusal. */
export function CalculatorInputPair<V>({
  inputs,
  result,
}: {
  inputs: readonly [CalculatorInput, CalculatorInput];
  result: CalculatorResult<V>;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {inputs.map((input) => (
        <NumberField
          key={input.field}
          label={input.label}
          value={input.value}
          onChange={input.onChange}
          error={fieldError(result, input.field, input.value)}
        />
      ))}
    </div>
  );
}
