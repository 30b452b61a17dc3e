import { useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { ProductDetail } from '@shop/shared/catalog/schemas';
import { CALCULATOR_TEXTS as T } from '@shop/shared/catalog/calculator-texts';
import { AreaCalculator } from './product-calculator-area';
import { MixCalculator, PaintCalculator } from './product-calculator-mix-paint';
import { CalculatorAddContext } from './product-calculator-parts';
import type { RenderCalculatorAdd } from './product-calculator-parts';

/** Wider screens have room for the open calculator under the buy block; phones open it on a tap. */
const DESKTOP = '(min-width: 768px)';

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP).matches;
/** the server draws the phone's folded section; a wider screen opens it once the page runs */
const onServer = () => false;

interface ProductCalculatorSectionProps {
  product: ProductDetail;
  /** The button that puts the calculated quantity into the cart (the cart's; the page passes it in). */
  renderAdd: RenderCalculatorAdd;
}

/**
 * 'Калькулятор' under the product page's buy block (issue 27), when the product has the figures one
 * needs (`ProductDetail.calculator`): a room into packs or m², a layer of mix into bags, coats of paint
 * into cans. Folded on phones, open on wider screens; the customer's own choice wins.
 */
export function ProductCalculatorSection({ product, renderAdd }: ProductCalculatorSectionProps): ReactNode {
  const wide = useSyncExternalStore(subscribeToWidth, isWide, onServer);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? wide;
  const calculator = product.calculator;
  if (!calculator) return null;

  return (
    <details
      open={open}
      onToggle={(event) => {
        const now = event.currentTarget.open;
        if (now !== open) setChosen(now);
      }}
      className="group rounded-2xl border border-slate-200 bg-white"
      data-testid="product-calculator"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5 [&::-webkit-details-marker]:hidden">
        {T.title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-slate-100 px-4 pt-3 pb-4 sm:px-5 sm:pb-5">
        <CalculatorAddContext value={renderAdd}>
          {calculator.kind === 'area' ? (
            <AreaCalculator product={product} packArea={calculator.pack_area} />
          ) : calculator.kind === 'mix' ? (
            <MixCalculator product={product} rate={calculator.rate} bag={calculator.bag} />
          ) : (
            <PaintCalculator product={product} rate={calculator.rate} can={calculator.can} />
          )}
        </CalculatorAddContext>
      </div>
    </details>
  );
}
