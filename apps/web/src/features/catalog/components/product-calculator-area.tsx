import { useId, useState } from 'react';
import type { Product } from '@shop/shared/catalog/schemas';
import { CALCULATOR_TEXTS as T } from '@shop/shared/catalog/calculator-texts';
import {
  AREA_RESERVE_PERCENTS,
  areaMeasure,
  areaPacks,
  isSquareMetreUnit,
  parseCalculatorInput,
  type AreaReservePercent,
  type CalculatorResult,
  type RoomArea,
} from '@shop/shared/catalog/calculators';
import { quantityWithUnit } from '@shop/shared/catalog/units';
import { SelectField } from '../../../ui/select-field';
import {
  CalculatorIdle,
  CalculatorInputPair,
  CalculatorIntro,
  CalculatorOutcome,
  NumberField,
  fieldError,
  purchaseOf,
} from './product-calculator-parts';

const number = (value: number) => quantityWithUnit(value, null);

/** What an area calculation comes to: the need in the product's units and how the result reads. */
interface AreaOutcome {
  need: number;
  lines: string[];
  assumption: string;
  addLabel: (quantity: number) => string;
}

/**
 * The need of a room in the product's units: whole packs of `packArea` m² for goods sold by the pack
 * (or piece, or roll); for goods sold by the m² the area with the reserve on the product's step — of
 * whole packs when the m² goods come in packs.
 */
export function areaOutcome(
  product: Pick<Product, 'unit_name' | 'quantity_step'>,
  packArea: number | null,
  room: RoomArea,
  reserve: AreaReservePercent,
): CalculatorResult<AreaOutcome> {
  const unit = product.unit_name;
  const bySquareMetre = isSquareMetreUnit(unit);
  const addArea = (quantity: number) => T.addQuantity(quantityWithUnit(quantity, unit));
  if (packArea === null) {
    const result = areaMeasure(room, reserve, product.quantity_step);
    if (!result.ok) return result;
    const { area, withReserve, quantity } = result.value;
    return {
      ok: true,
      value: {
        need: quantity,
        lines: [T.measureResult(number(quantity), number(withReserve))],
        assumption: T.measureAssumption(number(area), reserve, number(product.quantity_step)),
        addLabel: addArea,
      },
    };
  }
  const result = areaPacks(room, reserve, packArea);
  if (!result.ok) return result;
  const { area, packs, covered } = result.value;
  return {
    ok: true,
    value: {
      need: bySquareMetre ? covered : packs,
      lines: [T.packsResult(packs, number(covered))],
      assumption: T.areaAssumption(number(area), reserve, number(packArea)),
      addLabel: bySquareMetre ? addArea : (quantity) => T.addPackUnits(quantity, number(quantity), unit),
    },
  };
}

type Mode = 'sizes' | 'area';

/**
 * Laminate, tiles, linoleum, panels, wallpaper: the room by its sizes or its area, minus doors and
 * windows, plus the reserve → packs (or m²), the area they cover, the price, and the button.
 */
export function AreaCalculator({ product, packArea }: { product: Product; packArea: number | null }) {
  const [mode, setMode] = useState<Mode>('sizes');
  const [length, setLength] = useState('');
  const [width, setWidth] = useState('');
  const [area, setArea] = useState('');
  const [openings, setOpenings] = useState('');
  const [reserve, setReserve] = useState<AreaReservePercent>(10);
  const modeName = useId();

  const room: RoomArea =
    mode === 'sizes'
      ? { length: parseCalculatorInput(length), width: parseCalculatorInput(width) }
      : { area: parseCalculatorInput(area) };
  room.openings = parseCalculatorInput(openings);
  const result = areaOutcome(product, packArea, room, reserve);
  // a room too large by its sizes is refused as a whole: the message stands under both sizes
  const roomError = mode === 'sizes' && length && width ? fieldError(result, 'area', 'typed') : undefined;

  return (
    <div className="space-y-4">
      <CalculatorIntro>{T.areaIntro}</CalculatorIntro>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{T.areaIntro}</legend>
        {(['sizes', 'area'] as const).map((option) => (
          <label
            key={option}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium whitespace-nowrap ${
              mode === option
                ? 'border-brand-500 bg-brand-50 text-brand-800'
                : 'border-slate-300 bg-white text-slate-700'
            }`}
          >
            <input
              type="radio"
              name={modeName}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
              className="accent-brand-600"
            />
            {option === 'sizes' ? T.bySizes : T.byArea}
          </label>
        ))}
      </fieldset>
      {mode === 'sizes' ? (
        <div className="space-y-1">
          <CalculatorInputPair
            result={result}
            inputs={[
              { field: 'length', label: T.roomLength, value: length, onChange: setLength },
              { field: 'width', label: T.roomWidth, value: width, onChange: setWidth },
            ]}
          />
          {roomError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {roomError}
            </p>
          )}
        </div>
      ) : (
        <NumberField
          label={T.roomArea}
          value={area}
          onChange={setArea}
          error={fieldError(result, 'area', area)}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          label={T.openings}
          value={openings}
          onChange={setOpenings}
          hint={T.openingsHint}
          error={fieldError(result, 'openings', openings)}
        />
        <SelectField
          label={T.reserve}
          value={String(reserve)}
          onChange={(event) => setReserve(Number(event.target.value) as AreaReservePercent)}
        >
          {AREA_RESERVE_PERCENTS.map((percent) => (
            <option key={percent} value={percent}>
              {T.reserveOption(percent)}
            </option>
          ))}
        </SelectField>
      </div>
      {result.ok ? (
        <CalculatorOutcome
          product={product}
          lines={result.value.lines}
          assumption={result.value.assumption}
          purchase={purchaseOf(product, result.value.need)}
          addLabel={result.value.addLabel}
        />
      ) : (
        <CalculatorIdle label={T.addIdle} />
      )}
    </div>
  );
}
