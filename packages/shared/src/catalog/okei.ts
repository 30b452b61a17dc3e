/**
 * Units of measure by their OKEI code (ОК 015-94), as a building-materials shop sells them: the short
 * name the shop stores and shows, the full name and the international code 1C writes beside the code
 * (`<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">`). National
 * units (section 2 of OKEI: погонный метр, комплект, бутылка, условная единица) have no international
 * code. Also the other names 1C and price lists give a unit, so a unit is found by its name too.
 */

export interface OkeiUnit {
  /** three digits, as 1C writes it ('006') */
  code: string;
  /** the short name the shop stores and shows ('м²') */
  name: string;
  fullName: string;
  /** null for a national unit (OKEI gives it none) */
  international: string | null;
}

const unit = (code: string, name: string, fullName: string, international: string | null): OkeiUnit => ({
  code,
  name,
  fullName,
  international,
});

export const OKEI_UNITS: readonly OkeiUnit[] = [
  unit('003', 'мм', 'Миллиметр', 'MMT'),
  unit('004', 'см', 'Сантиметр', 'CMT'),
  unit('006', 'м', 'Метр', 'MTR'),
  unit('018', 'пог. м', 'Погонный метр', null),
  unit('055', 'м²', 'Квадратный метр', 'MTK'),
  unit('111', 'см³', 'Кубический сантиметр', 'CMQ'),
  unit('112', 'л', 'Литр', 'LTR'),
  unit('113', 'м³', 'Кубический метр', 'MTQ'),
  unit('163', 'г', 'Грамм', 'GRM'),
  unit('166', 'кг', 'Килограмм', 'KGM'),
  unit('168', 'т', 'Тонна', 'TNE'),
  unit('625', 'лист', 'Лист', 'LEF'),
  unit('657', 'изд', 'Изделие', 'NAR'),
  unit('704', 'набор', 'Набор', 'SET'),
  unit('715', 'пара', 'Пара (2 шт.)', 'NPR'),
  unit('736', 'рул', 'Рулон', 'NPL'),
  unit('778', 'упак', 'Упаковка', 'NMP'),
  unit('796', 'шт', 'Штука', 'PCE'),
  unit('798', 'тыс. шт', 'Тысяча штук', 'MIL'),
  unit('839', 'компл', 'Комплект', null),
  unit('868', 'бут', 'Бутылка', null),
  unit('876', 'усл. ед', 'Условная единица', null),
];

/** The unit a product is counted in when nothing else is known. */
export const PIECE_UNIT_CODE = '796';

/**
 * Short, full and international names, as normaliseUnitLabel leaves them → the short name. 'мешок' is
 * no OKEI unit but a common one.
 */
export const UNIT_NAME_ALIASES: Readonly<Record<string, string>> = {
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
  изд: 'изд', изделие: 'изд',
  мешок: 'мешок', меш: 'мешок', мешки: 'мешок',
  рул: 'рул', рулон: 'рул',
  лист: 'лист', листов: 'лист',
  бут: 'бут', бутылка: 'бут',
}; // prettier-ignore

/** A unit name for lookups: lower case, ё as е, anything but letters and digits a single space. */
export function normaliseUnitLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const BY_CODE = new Map(OKEI_UNITS.map((entry) => [entry.code, entry]));
const BY_NAME = new Map(OKEI_UNITS.map((entry) => [entry.name, entry]));

/** The unit of an OKEI code ('796', '6' and '06' are '006'); null for a code OKEI or this table lacks. */
export function okeiByCode(code: string | null | undefined): OkeiUnit | null {
  const text = code?.trim() ?? '';
  const padded = /^\d{1,2}$/.test(text) ? text.padStart(3, '0') : text;
  return BY_CODE.get(padded) ?? null;
}

/** The OKEI unit a name stands for ('шт.', 'Штука', 'кв.м', 'м2'); null for any other name ('мешок'). */
export function okeiByName(name: string | null | undefined): OkeiUnit | null {
  const short = UNIT_NAME_ALIASES[normaliseUnitLabel(name ?? '')];
  return short === undefined ? null : (BY_NAME.get(short) ?? null);
}
