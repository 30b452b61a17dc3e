/**
 * Which calculator a product page shows and with which figures: what staff chose in the product form,
 * else what the product's characteristics (1C `ЗначенияСвойств` or the form's rows) give —
 * 'Площадь упаковки' / 'м² в упаковке' → packs of area goods; 'Расход' in кг → bags of a dry mix of the
 * 'Вес' / 'Фасовка'; 'Расход' in л (or м²/л) → cans of paint of the 'Объём'. Area goods sold by the
 * square metre need no figure at all.
 */
import { ProductCalculator, type ProductProperty } from './schemas.js';

/** What the product form stores: a calculator, or 'none' to hide one the characteristics would give. */
export type StoredCalculator = ProductCalculator | { kind: 'none' };

const SQUARE_METRE_UNIT_CODE = '055';

/** lower case, ё = е, '²' = 2, 'кв.м' = м2, one space */
function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/²/g, '2')
    .replace(/кв\.?\s*м\.?/g, 'м2')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const NUMBER_OR_RANGE = new RegExp(`${NUMBER}(?:\\s*[-–—]\\s*${NUMBER})?`);

/** The figure of a value ('1,996 м²' → 1.996); of a range ('0,1–0,15') the larger, so no one buys short. */
export function figureOf(value: string): number | null {
  const match = NUMBER_OR_RANGE.exec(value.replace(/(\d)\s(?=\d{3}\b)/g, '$1'));
  if (!match) return null;
  const figures = [match[1], match[2]]
    .filter((figure): figure is string => figure !== undefined)
    .map((figure) => Number(figure.replace(',', '.')));
  const figure = Math.max(...figures);
  return Number.isFinite(figure) && figure > 0 ? figure : null;
}

/** True when `text` has the unit word `unit` ('кг', 'л', 'мл') standing alone (\b knows no Cyrillic). */
const hasUnit = (text: string, unit: string) => new RegExp(`(?:^|[^а-яa-z])${unit}(?![а-яa-z])`).test(text);
const isBareNumber = (text: string) => /^\d+(?:[.,]\d+)?$/.test(text);

interface Characteristic {
  name: string;
  value: string;
}

const findValue = (rows: readonly Characteristic[], matches: (name: string) => boolean) =>
  rows.find((row) => matches(row.name))?.value;

const isPackArea = (name: string) =>
  (name.includes('упаковк') || name.includes('рулон') || name.includes('пачк')) &&
  (name.includes('площадь') || name.includes('м2'));
const isConsumption = (name: string) => name.startsWith('расход');
const isWeight = (name: string) => name.startsWith('вес') || name.startsWith('масса') || name === 'фасовка';
const isVolume = (name: string) =>
  name.startsWith('объем') || name === 'фасовка' || name.startsWith('емкость');

/** Kilograms in a value ('25 кг' → 25, '500 г' → 0.5); null when it is not a weight. */
function kilograms(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = normalised(value);
  const figure = figureOf(text);
  if (figure === null) return null;
  if (hasUnit(text, 'кг') || isBareNumber(text)) return figure;
  if (hasUnit(text, 'г')) return figure / 1000;
  return null;
}

/** Litres in a value ('2,5 л' → 2.5, '900 мл' → 0.9); null when it is not a volume. */
function litres(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = normalised(value);
  const figure = figureOf(text);
  if (figure === null) return null;
  if (hasUnit(text, 'мл')) return figure / 1000;
  if (hasUnit(text, 'л') || isBareNumber(text)) return figure;
  return null;
}

/** The calculator the characteristics give, or null. */
export function calculatorFromCharacteristics(
  properties: readonly ProductProperty[],
  unitCode: string | null | undefined,
): ProductCalculator | null {
  const rows = properties.map((row) => ({ name: normalised(row.name), value: row.value }));
  const packArea = findValue(rows, isPackArea);
  const packFigure = packArea === undefined ? null : figureOf(normalised(packArea));
  if (packFigure !== null) return { kind: 'area', pack_area: packFigure };

  const consumption = findValue(rows, isConsumption);
  if (consumption !== undefined) {
    const text = normalised(consumption);
    const rate = figureOf(text);
    if (rate !== null && hasUnit(text, 'кг')) {
      const bag = kilograms(findValue(rows, isWeight));
      if (bag !== null) return { kind: 'mix', rate, bag };
    }
    if (rate !== null && (hasUnit(text, 'л') || hasUnit(text, 'мл'))) {
      // '8–10 м2/л' is coverage: litres per m² is its inverse, from the smaller coverage
      const perLitre = /м2\s*\/\s*л/.test(text);
      const litresPerM2 = perLitre
        ? 1 / (figureOf(text.replace(/[-–—]\s*\d+(?:[.,]\d+)?/, '')) ?? rate)
        : rate;
      const scaled = hasUnit(text, 'мл') ? litresPerM2 / 1000 : litresPerM2;
      const can = litres(findValue(rows, isVolume));
      if (can !== null) return { kind: 'paint', rate: Math.round(scaled * 1000) / 1000 || 0.001, can };
    }
  }
  return unitCode === SQUARE_METRE_UNIT_CODE ? { kind: 'area', pack_area: null } : null;
}

/** The calculator of a product page: staff's choice (or none), else the characteristics'. */
export function productCalculator(
  stored: unknown,
  properties: readonly ProductProperty[],
  unitCode: string | null | undefined,
): ProductCalculator | null {
  if (stored && typeof stored === 'object' && (stored as { kind?: unknown }).kind === 'none') return null;
  const chosen = ProductCalculator.safeParse(stored);
  if (chosen.success) return chosen.data;
  return calculatorFromCharacteristics(properties, unitCode);
}
