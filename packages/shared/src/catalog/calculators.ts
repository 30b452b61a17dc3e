/**
 * The product page's calculators: a room in square metres → packs of laminate or tiles, a layer of dry
 * mix → bags, coats of paint → cans. Inputs are what a customer types; every figure is kept in
 * thousandths as an integer, so 3.992 m² of 1.996 m² packs is 2 packs, never 3 by a float's error.
 */
import { CALCULATOR_TEXTS as T } from './calculator-texts.js';
import { roundUpToStep } from './quantity.js';

/** No room, wall or floor a village customer buys for is larger (the form refuses more). */
export const MAX_CALCULATOR_AREA_M2 = 10_000;
const MAX_LENGTH_M = 1_000;
const MAX_LAYER_MM = 200;
const MAX_LAYERS = 10;
/** the usual reserve for cutting; 15 % for diagonal laying */
export const AREA_RESERVE_PERCENTS = [0, 10, 15] as const;
export type AreaReservePercent = (typeof AREA_RESERVE_PERCENTS)[number];

export type CalculatorResult<T> = { ok: true; value: T } | { ok: false; field: string; error: string };

const MILLI = 1000;
/** '10 000' as people read a limit */
const limitText = (max: number) => new Intl.NumberFormat('ru-RU').format(max);
const toMilli = (value: number) => Math.round(value * MILLI);
const fromMilli = (milli: number) => milli / MILLI;
/** whole units needed to cover `needMilli` with units of `unitMilli` (both in thousandths) */
const unitsToCover = (needMilli: number, unitMilli: number) => Math.ceil(needMilli / unitMilli);

class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function positive(field: string, value: number | undefined, max: number): number {
  if (value === undefined || !Number.isFinite(value)) throw new InputError(field, T.notANumber);
  if (value <= 0 || toMilli(value) === 0) throw new InputError(field, T.mustBePositive);
  if (value > max) throw new InputError(field, T.tooLarge(limitText(max)));
  return value;
}

function calculate<T>(run: () => T): CalculatorResult<T> {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, field: error.field, error: error.message };
    throw error;
  }
}

export interface RoomArea {
  /** either the room's length and width in metres… */
  length?: number;
  width?: number;
  /** …or its area in m² */
  area?: number;
  /** doors and windows not covered, m² */
  openings?: number;
}

/** The area to cover, in thousandths of m²: length × width (or the area given) minus the openings. */
function roomAreaMilli(room: RoomArea): number {
  const gross =
    room.area !== undefined
      ? toMilli(positive('area', room.area, MAX_CALCULATOR_AREA_M2))
      : Math.round(
          (toMilli(positive('length', room.length, MAX_LENGTH_M)) *
            toMilli(positive('width', room.width, MAX_LENGTH_M))) /
            MILLI,
        );
  if (gross > MAX_CALCULATOR_AREA_M2 * MILLI) {
    throw new InputError('area', T.tooLarge(limitText(MAX_CALCULATOR_AREA_M2)));
  }
  const openings = room.openings ? toMilli(positive('openings', room.openings, MAX_CALCULATOR_AREA_M2)) : 0;
  if (openings >= gross) throw new InputError('openings', T.openingsTooLarge);
  return gross - openings;
}

export interface AreaPacks {
  /** the area to cover, m² */
  area: number;
  /** packs (or rolls) to buy */
  packs: number;
  /** the area those packs cover, m² */
  covered: number;
}

/** Laminate, tiles, linoleum, panels, wallpaper: the room plus the reserve, in whole packs of `packArea` m². */
export function areaPacks(
  room: RoomArea,
  reservePercent: AreaReservePercent,
  packArea: number,
): CalculatorResult<AreaPacks> {
  return calculate(() => {
    const area = roomAreaMilli(room);
    const pack = toMilli(positive('packArea', packArea, MAX_CALCULATOR_AREA_M2));
    const needed = Math.ceil((area * (100 + reservePercent)) / 100);
    const packs = unitsToCover(needed, pack);
    return { area: fromMilli(area), packs, covered: fromMilli(packs * pack) };
  });
}

export interface MixBags {
  /** kilograms of the mix the layer takes */
  kilograms: number;
  bags: number;
}

/** Dry mixes, plaster, self-levelling floors, tile adhesive: area × layer (mm) × kg per m² per mm → bags. */
export function mixBags(
  area: number,
  layerMm: number,
  kgPerM2PerMm: number,
  bagKg: number,
): CalculatorResult<MixBags> {
  return calculate(() => {
    const areaMilli = toMilli(positive('area', area, MAX_CALCULATOR_AREA_M2));
    const layer = toMilli(positive('layer', layerMm, MAX_LAYER_MM));
    const rate = toMilli(positive('rate', kgPerM2PerMm, 100));
    const bag = toMilli(positive('bag', bagKg, 1000));
    // thousandths × thousandths × thousandths → thousandths of a kilogram, rounded up
    const gramsNeeded = Math.ceil((areaMilli * layer * rate) / (MILLI * MILLI));
    return { kilograms: fromMilli(gramsNeeded), bags: unitsToCover(gramsNeeded, bag) };
  });
}

export interface PaintCans {
  litres: number;
  cans: number;
}

/** Paint: area × coats × litres per m² per coat → cans of `canLitres`. */
export function paintCans(
  area: number,
  layers: number,
  litresPerM2: number,
  canLitres: number,
): CalculatorResult<PaintCans> {
  return calculate(() => {
    const areaMilli = toMilli(positive('area', area, MAX_CALCULATOR_AREA_M2));
    if (!Number.isInteger(layers)) throw new InputError('layers', T.notANumber);
    positive('layers', layers, MAX_LAYERS);
    const rate = toMilli(positive('rate', litresPerM2, 10));
    const can = toMilli(positive('can', canLitres, 1000));
    const millilitres = Math.ceil((areaMilli * layers * rate) / MILLI);
    return { litres: fromMilli(millilitres), cans: unitsToCover(millilitres, can) };
  });
}

export interface AreaMeasure {
  /** the area to cover, m² */
  area: number;
  /** the area with the reserve, m² */
  withReserve: number;
  /** what to buy: the area with the reserve rounded up to the product's step, m² */
  quantity: number;
}

/**
 * Linoleum, carpet and other goods sold by the square metre itself: the room plus the reserve, rounded
 * up to the step the product is sold by (13.12 m² + 10 % = 14.432 m² → 14.5 m² at a 0.1 m² step).
 */
export function areaMeasure(
  room: RoomArea,
  reservePercent: AreaReservePercent,
  step: number,
): CalculatorResult<AreaMeasure> {
  return calculate(() => {
    const area = roomAreaMilli(room);
    const needed = Math.ceil((area * (100 + reservePercent)) / 100);
    const stepMilli = toMilli(positive('step', step, MAX_CALCULATOR_AREA_M2));
    return {
      area: fromMilli(area),
      withReserve: fromMilli(needed),
      quantity: roundUpToStep(fromMilli(needed), fromMilli(stepMilli)),
    };
  });
}

/**
 * A number as a customer types it into a calculator: '3,2', '3.2', ' 12 ' or '1 200'. Undefined for an
 * empty field, NaN for anything that is not a plain decimal number (the calculators refuse both).
 */
export function parseCalculatorInput(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (compact === '') return undefined;
  return /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
}

/** True for a unit of area ('м²', 'м2', 'кв.м'): such goods are bought by the square metre itself. */
export function isSquareMetreUnit(unitName: string | null | undefined): boolean {
  const unit = (unitName ?? '').trim().toLowerCase().replace(/\s+/g, '');
  return unit === 'м²' || unit === 'м2' || /^кв\.?м\.?$/.test(unit);
}

const unitWord = (unitName: string | null | undefined) =>
  (unitName ?? '').trim().toLowerCase().replace(/\.$/, '');

/** True for goods sold by the kilogram: a dry mix calculator then adds the kilograms, not bags. */
export const isKilogramUnit = (unitName: string | null | undefined): boolean => unitWord(unitName) === 'кг';

/** True for goods sold by the litre: a paint calculator then adds the litres, not cans. */
export const isLitreUnit = (unitName: string | null | undefined): boolean => unitWord(unitName) === 'л';
