import { useState } from 'react';
import type { Product } from '@shop/shared/catalog/schemas';
import { CALCULATOR_TEXTS as T, calculatorUnit } from '@shop/shared/catalog/calculator-texts';
import {
  isKilogramUnit,
  isLitreUnit,
  mixBags,
  paintCans,
  parseCalculatorInput,
} from '@shop/shared/catalog/calculators';
import { quantityWithUnit } from '@shop/shared/catalog/units';
import {
  CalculatorIdle,
  CalculatorInputPair,
  CalculatorIntro,
  CalculatorOutcome,
  purchaseOf,
} from './product-calculator-parts';

const number = (value: number) => quantityWithUnit(value, null);

/** Dry mixes, plaster, self-levelling floors, tile adhesive: area × layer × consumption → kg → bags. */
export function MixCalculator({ product, rate, bag }: { product: Product; rate: number; bag: number }) {
  const [area, setArea] = useState('');
  const [layer, setLayer] = useState('');
  const result = mixBags(
    parseCalculatorInput(area) ?? Number.NaN,
    parseCalculatorInput(layer) ?? Number.NaN,
    rate,
    bag,
  );
  const unit = product.unit_name;
  // goods sold by weight take the kilograms themselves, not bags
  const byWeight = isKilogramUnit(unit);
  const shortUnit = calculatorUnit(unit);

  return (
    <div className="space-y-4">
      <CalculatorIntro>{T.mixIntro}</CalculatorIntro>
      <CalculatorInputPair
        result={result}
        inputs={[
          { field: 'area', label: T.surfaceArea, value: area, onChange: setArea },
          { field: 'layer', label: T.layer, value: layer, onChange: setLayer },
        ]}
      />
      {result.ok ? (
        <CalculatorOutcome
          product={product}
          lines={[T.mixResult(number(result.value.kilograms), result.value.bags)]}
          assumption={T.mixAssumption(
            number(parseCalculatorInput(area) ?? 0),
            number(parseCalculatorInput(layer) ?? 0),
            number(rate),
            number(bag),
          )}
          purchase={purchaseOf(product, byWeight ? result.value.kilograms : result.value.bags)}
          addLabel={(quantity) =>
            T.addQuantity(
              byWeight ? quantityWithUnit(quantity, unit) : `${number(quantity)}\u00a0${shortUnit}`,
            )
          }
        />
      ) : (
        <CalculatorIdle label={T.addIdle} />
      )}
    </div>
  );
}

const DEFAULT_COATS = '2';

/** Paint: area × coats × consumption → litres → cans. */
export function PaintCalculator({ product, rate, can }: { product: Product; rate: number; can: number }) {
  const [area, setArea] = useState('');
  const [coats, setCoats] = useState(DEFAULT_COATS);
  const layers = parseCalculatorInput(coats) ?? Number.NaN;
  const result = paintCans(parseCalculatorInput(area) ?? Number.NaN, layers, rate, can);
  const unit = product.unit_name;
  const byVolume = isLitreUnit(unit);

  return (
    <div className="space-y-4">
      <CalculatorIntro>{T.paintIntro}</CalculatorIntro>
      <CalculatorInputPair
        result={result}
        inputs={[
          { field: 'area', label: T.surfaceArea, value: area, onChange: setArea },
          { field: 'layers', label: T.coats, value: coats, onChange: setCoats },
        ]}
      />
      {result.ok ? (
        <CalculatorOutcome
          product={product}
          lines={[T.paintResult(number(result.value.litres), result.value.cans)]}
          assumption={T.paintAssumption(
            number(parseCalculatorInput(area) ?? 0),
            layers,
            number(rate),
            number(can),
          )}
          purchase={purchaseOf(product, byVolume ? result.value.litres : result.value.cans)}
          addLabel={(quantity) =>
            byVolume ? T.addQuantity(quantityWithUnit(quantity, unit)) : T.addCans(quantity)
          }
        />
      ) : (
        <CalculatorIdle label={T.addIdle} />
      )}
    </div>
  );
}
