/**
 * Cleanup of names, labels, picture paths and currencies as 1C and price lists write them, on top of
 * the generic text cleanup (lib/text.ts). Names are kept as given apart from whitespace and CSV-quote
 * artefacts.
 */
import { cleanLine } from '../../../lib/text.js';

/**
 * A product or group name: cleanLine plus undoing CSV quote doubling: '""Апельсиновый""' → '"Апельсиновый"',
 * and a whole CSV-quoted field '"Сок ""Яблочный"""' → 'Сок "Яблочный"'.
 */
export function cleanName(text: string | null | undefined): string {
  let name = cleanLine(text);
  if (!name.includes('""')) return name;
  if (isCsvQuotedField(name)) name = name.slice(1, -1);
  return name.replace(/""/g, '"').trim();
}

function isCsvQuotedField(name: string): boolean {
  if (name.length < 2 || !name.startsWith('"') || !name.endsWith('"')) return false;
  return !name.slice(1, -1).replace(/""/g, '').includes('"');
}

/** 'Цвет (Обувь (Для характеристик))' → 'Цвет': the trailing bracketed group, nested or not. */
export function stripBracketSuffix(label: string): string {
  const text = label.trim();
  if (!text.endsWith(')')) return text;
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) {
      const head = text.slice(0, i).trim();
      return head === '' ? text : head;
    }
  }
  return text;
}

/**
 * A Картинка path as a relative path with '/' separators ('import_files\\cb\\a b.jpg' →
 * 'import_files/cb/a b.jpg'); null when empty or when it tries to leave its folder ('..', a drive).
 */
export function normaliseImagePath(raw: string | null | undefined): string | null {
  let path = (raw ?? '')
    .trim()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  path = path.replace(/^(?:\.\/)+/, '').replace(/^\/+/, '');
  if (path === '' || path.includes('\0') || /^[a-z]:/i.test(path)) return null;
  if (path.split('/').some((part) => part === '..')) return null;
  return path;
}

const CURRENCIES: Record<string, string> = {
  rub: 'RUB',
  rur: 'RUB',
  руб: 'RUB',
  рубль: 'RUB',
  рублей: 'RUB',
  р: 'RUB',
  '₽': 'RUB',
  '643': 'RUB',
  uah: 'UAH',
  грн: 'UAH',
  гривна: 'UAH',
  '980': 'UAH',
  usd: 'USD',
  $: 'USD',
  '840': 'USD',
  eur: 'EUR',
  '€': 'EUR',
  '978': 'EUR',
  kzt: 'KZT',
  тенге: 'KZT',
  byn: 'BYN',
};

/** 'RUB', 'руб', 'руб.', '₽' → 'RUB'; 'грн' → 'UAH'; unknown → upper-cased as given; empty → null. */
export function normaliseCurrency(raw: string | null | undefined): string | null {
  const text = cleanLine(raw);
  if (text === '') return null;
  const key = text.toLowerCase().replace(/\.$/, '');
  return CURRENCIES[key] ?? text.toUpperCase();
}
