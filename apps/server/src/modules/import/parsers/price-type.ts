/**
 * Which of the price types sent by 1C is the shop's price. Never chosen by position among types that
 * do not look retail; among several retail-looking ones (one per city: 'Ив. Розничная', 'Яр. Розница')
 * the first in the file is taken and the others are named, for staff to choose in the panel.
 */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { normaliseLabel } from '../../../lib/text.js';
import type { ParsedPriceType } from './types.js';

export type PriceTypeChoice =
  | {
      ok: true;
      type: ParsedPriceType;
      /** other retail-looking types it was taken before (the file's order): a warning names them */
      others?: ParsedPriceType[];
    }
  | { ok: false; message: string };

/** Names that are the retail price list as they stand (normalised). */
const RETAIL_NAMES = new Set([
  'розничная',
  'розничные',
  'розничная цена',
  'розничные цены',
  'цена розничная',
  'розница',
  'роздрібна',
  'роздрібні',
  'роздрібна ціна',
  'роздрібні ціни',
  'retail',
]);
/** Stems of retail-looking names ('Розничные цены магазина', 'Роздрібні ціни магазину'). */
const RETAIL_STEM = /(^|\s)(розничн|розниц|роздрібн|роздріб|retail)/;
/** Retail-looking names that are not the plain retail price. */
const NOT_PLAIN_RETAIL = /(^|\s)(опт|закуп|вход|мин|макс|акци|скидк|дилер)/;

/** A price type list as the messages name it. */
export function describePriceTypes(types: readonly ParsedPriceType[]): string {
  return types.map((type) => IMPORT_TEXTS.priceType.entry(type.name, type.externalId)).join(', ');
}

/** The plain retail names, else the retail-looking ones, in the file's order ([] when none). */
function retailLooking(types: ParsedPriceType[]): ParsedPriceType[] {
  const exact = types.filter((type) => RETAIL_NAMES.has(normaliseLabel(type.name)));
  if (exact.length > 0) return exact;
  return types.filter((type) => {
    const name = normaliseLabel(type.name);
    return RETAIL_STEM.test(name) && !NOT_PLAIN_RETAIL.test(name);
  });
}

/**
 * By the configured Ид, else the configured name (case-insensitive, ё = е), else the retail-looking
 * name ('Розничная', 'Розничные цены', 'Розница', 'Роздрібні ціни магазину' …) — the first of several,
 * with the others in `others` —, else the only type. A configured Ид or name that is not in the file
 * is a failure, never a silent fallback; so are several types of which none looks retail.
 */
export function choosePriceType(
  types: ParsedPriceType[],
  preferred?: { id?: string; name?: string },
): PriceTypeChoice {
  const texts = IMPORT_TEXTS.priceType;
  if (types.length === 0) return { ok: false, message: texts.noneInFile };
  const id = preferred?.id?.trim();
  const name = preferred?.name ? normaliseLabel(preferred.name) : '';
  if (id) {
    const byId = types.find((type) => type.externalId === id);
    if (byId) return { ok: true, type: byId };
  }
  if (name) {
    const byName = types.find((type) => normaliseLabel(type.name) === name);
    if (byName) return { ok: true, type: byName };
  }
  if (id) return { ok: false, message: texts.notFoundById(id, describePriceTypes(types)) };
  if (name)
    return { ok: false, message: texts.notFoundByName(preferred!.name!.trim(), describePriceTypes(types)) };
  const [retail, ...others] = retailLooking(types);
  if (retail) return others.length > 0 ? { ok: true, type: retail, others } : { ok: true, type: retail };
  if (types.length === 1) return { ok: true, type: types[0]! };
  return { ok: false, message: texts.ambiguous(describePriceTypes(types)) };
}
