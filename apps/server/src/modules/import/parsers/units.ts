import { cleanLine, normaliseLabel, stripBracketSuffix } from './text.js';
import type { ParsedUnit } from './types.js';

/** OKEI codes (ОК 015-94) seen in shop catalogues → short Russian names. */
const OKEI: Record<string, string> = {
  '003': 'мм',
  '004': 'см',
  '006': 'м',
  '018': 'пог. м',
  '055': 'м²',
  '111': 'см³',
  '112': 'л',
  '113': 'м³',
  '163': 'г',
  '166': 'кг',
  '168': 'т',
  '625': 'лист',
  '704': 'набор',
  '715': 'пара',
  '736': 'рул',
  '778': 'упак',
  '796': 'шт',
  '798': 'тыс. шт',
  '839': 'компл',
  '868': 'бут',
  '876': 'усл. ед',
};

/** Full, short and international names (normalised by normaliseLabel) → short Russian names. */
const NAMES: Record<string, string> = {
  шт: 'шт', штука: 'шт', штуки: 'шт', штук: 'шт', штучный: 'шт', pce: 'шт', pcs: 'шт', pc: 'шт',
  кг: 'кг', килограмм: 'кг', килограм: 'кг', кілограм: 'кг', kgm: 'кг', kg: 'кг',
  г: 'г', гр: 'г', грамм: 'г', грам: 'г', grm: 'г',
  т: 'т', тн: 'т', тонна: 'т', tne: 'т',
  м: 'м', метр: 'м', mtr: 'м',
  'пог м': 'пог. м', 'п м': 'пог. м', пм: 'пог. м', 'погонный метр': 'пог. м', 'метр погонный': 'пог. м',
  мм: 'мм', миллиметр: 'мм', см: 'см', сантиметр: 'см',
  м2: 'м²', 'м²': 'м²', 'кв м': 'м²', квм: 'м²', 'квадратный метр': 'м²', 'метр квадратный': 'м²', mtk: 'м²',
  м3: 'м³', 'м³': 'м³', 'куб м': 'м³', кубм: 'м³', 'кубический метр': 'м³', 'метр кубический': 'м³', mtq: 'м³',
  л: 'л', литр: 'л', літр: 'л', ltr: 'л',
  упак: 'упак', уп: 'упак', упаковка: 'упак', упаковок: 'упак', пачка: 'упак', пач: 'упак', nmp: 'упак',
  пара: 'пара', пар: 'пара', pr: 'пара',
  компл: 'компл', комплект: 'компл', кт: 'компл', 'к т': 'компл', set: 'компл',
  набор: 'набор', наб: 'набор',
  мешок: 'мешок', меш: 'мешок', мешки: 'мешок',
  рул: 'рул', рулон: 'рул',
  лист: 'лист', листов: 'лист',
  бут: 'бут', бутылка: 'бут',
}; // prettier-ignore

export interface UnitSource {
  /** Attribute Код (OKEI or the company's own). */
  code?: string | null;
  /** Attribute НаименованиеКраткое, or the element's own text. */
  shortName?: string | null;
  /** Attribute НаименованиеПолное. */
  fullName?: string | null;
  /** Attribute МеждународноеСокращение ('PCE'; '-' means none). */
  internationalName?: string | null;
}

function normaliseCode(raw: string | null | undefined): string | null {
  const code = cleanLine(raw);
  if (code === '') return null;
  return /^\d{1,2}$/.test(code) ? code.padStart(3, '0') : code;
}

/** A unit name as given, looked up without a trailing bracket ('Пара (2 шт.)' → 'пара'). */
function shortNameOf(raw: string | null | undefined): string | null {
  const text = cleanLine(raw);
  if (text === '' || text === '-') return null;
  return NAMES[normaliseLabel(text)] ?? NAMES[normaliseLabel(stripBracketSuffix(text))] ?? null;
}

/**
 * The short Russian unit: a known OKEI code first, then a known short, full or international name, then
 * the short or full name as given; null when nothing names the unit. The code is kept trimmed.
 */
export function resolveUnit(source: UnitSource): ParsedUnit | null {
  const rawCode = cleanLine(source.code);
  const code = rawCode === '' ? null : rawCode;
  const okei = OKEI[normaliseCode(source.code) ?? ''];
  if (okei) return { code, name: okei };
  const known =
    shortNameOf(source.shortName) ?? shortNameOf(source.fullName) ?? shortNameOf(source.internationalName);
  if (known) return { code, name: known };
  const given = [source.shortName, source.fullName]
    .map(cleanLine)
    .find((name) => name !== '' && name !== '-');
  if (given) return { code, name: given };
  return null;
}

/** A spreadsheet unit cell ('шт.', 'Штука', 'м2') → the short name, or the text as given. */
export function normaliseUnitName(raw: string | null | undefined): string | null {
  const text = cleanLine(raw);
  if (text === '') return null;
  return shortNameOf(text) ?? OKEI[normaliseCode(text) ?? ''] ?? text;
}
