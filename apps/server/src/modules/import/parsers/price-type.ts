/** Which of the price types sent by 1C is the shop's price. Never chosen by position. */
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { normaliseLabel } from '../../../lib/text.js';
import type { ParsedPriceType } from './types.js';

export type PriceTypeChoice = { ok: true; type: ParsedPriceType } | { ok: false; message: string };

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

function describe(types: ParsedPriceType[]): string {
  return types.map((type) => IMPORT_TEXTS.priceType.entry(type.name, type.externalId)).join(', ');
}

function retailLooking(types: ParsedPriceType[]): ParsedPriceType | null {
  const exact = types.filter((type) => RETAIL_NAMES.has(normaliseLabel(type.name)));
  if (exact.length === 1) return exact[0]!;
  const stems = types.filter((type) => {
    const name = normaliseLabel(type.name);
    return RETAIL_STEM.test(name) && !NOT_PLAIN_RETAIL.test(name);
  });
  return stems.length === 1 ? stems[0]! : null;
}

/**
 * By the configured Ид, else the configured name (case-insensitive, ё = е), else the one retail-looking
 * name ('Розничная', 'Розничные цены', 'Розница', 'Роздрібні ціни магазину' …), else the only type.
 * A configured Ид or name that is not in the file is a failure, never a silent fallback.
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
  if (id) return { ok: false, message: texts.notFoundById(id, describe(types)) };
  if (name) return { ok: false, message: texts.notFoundByName(preferred!.name!.trim(), describe(types)) };
  const retail = retailLooking(types);
  if (retail) return { ok: true, type: retail };
  if (types.length === 1) return { ok: true, type: types[0]! };
  return { ok: false, message: texts.ambiguous(describe(types)) };
}
