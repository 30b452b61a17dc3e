import { okeiByCode, UNIT_NAME_ALIASES } from '@shop/shared/catalog/okei';
import { cleanLine, normaliseLabel } from '../../../lib/text.js';
import { stripBracketSuffix } from './text.js';
import type { ParsedUnit } from './types.js';

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

/** A unit name as given, looked up without a trailing bracket ('Пара (2 шт.)' → 'пара'). */
function shortNameOf(raw: string | null | undefined): string | null {
  const text = cleanLine(raw);
  if (text === '' || text === '-') return null;
  return (
    UNIT_NAME_ALIASES[normaliseLabel(text)] ??
    UNIT_NAME_ALIASES[normaliseLabel(stripBracketSuffix(text))] ??
    null
  );
}

/**
 * The short Russian unit: a known OKEI code first, then a known short, full or international name, then
 * the short or full name as given; null when nothing names the unit. The code is kept trimmed.
 */
export function resolveUnit(source: UnitSource): ParsedUnit | null {
  const rawCode = cleanLine(source.code);
  const code = rawCode === '' ? null : rawCode;
  const okei = okeiByCode(code);
  if (okei) return { code, name: okei.name };
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
  return shortNameOf(text) ?? okeiByCode(text)?.name ?? text;
}
