/**
 * Pure helpers of product search, used by the server (to build the database query) and by the web
 * (to decide when the search box starts). No database and no stemming here: stems come from Postgres.
 */

/** Latin letters that look like Cyrillic ones, and the Cyrillic letter each stands for. */
const LOOKALIKE_LATIN = 'aceopxykmtbhё';
const LOOKALIKE_CYRILLIC = 'асеорхукмтвне';

const CYRILLIC = /[а-яё]/;
const CYRILLIC_LETTERS = /[а-яё]/gi;
const LATIN_LETTERS = /[a-z]/gi;

/** Longest query the search takes apart word by word; the rest of a long query is ignored. */
export const MAX_QUERY_TOKENS = 8;

function translate(text: string, from: string, to: string): string {
  let out = '';
  for (const char of text) {
    const index = from.indexOf(char);
    out += index === -1 ? char : to[index];
  }
  return out;
}

/**
 * The search form of a text, the same rules as the SQL function `shop_search_normalize` that fills
 * `products.name_normalized`: lower case, words split on white space and joined by one space, and in
 * words that contain Cyrillic the Latin look-alike letters (and ё) become Cyrillic; elsewhere ё = е.
 */
export function normaliseSearchText(value: string): string {
  return value
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) =>
      CYRILLIC.test(word) ? translate(word, LOOKALIKE_LATIN, LOOKALIKE_CYRILLIC) : translate(word, 'ё', 'е'),
    )
    .join(' ');
}

// The same physical keys on a QWERTY and a ЙЦУКЕН keyboard, lower and upper case.
const QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./" + '~QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>?';
const YCUKEN = 'ёйцукенгшщзхъфывапролджэячсмитьбю.' + 'ЁЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,';

const countOf = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;

/**
 * The text as if typed with the other keyboard layout: 'ldthm' → 'дверь', 'ьфлшеф' → 'makita'.
 * The direction follows the letters the text has most of; a text without letters comes back unchanged.
 */
export function switchKeyboardLayout(text: string): string {
  const latin = countOf(text, LATIN_LETTERS);
  const cyrillic = countOf(text, CYRILLIC_LETTERS);
  if (latin === 0 && cyrillic === 0) return text;
  return latin > cyrillic ? translate(text, QWERTY, YCUKEN) : translate(text, YCUKEN, QWERTY);
}

export const hasLatin = (text: string) => countOf(text, LATIN_LETTERS) > 0;
export const hasDigit = (text: string) => /\p{Nd}/u.test(text);

/** Runs of letters and digits, joined by inner '-', '/', '.' or ',' ('kn-12-1225', '12,5', 'дрель-шуруповерт'). */
const TOKEN = /[\p{L}\p{Nd}]+(?:[-/.,][\p{L}\p{Nd}]+)*/gu;
const TOKEN_JOINER = /[-/.,]/;

/**
 * The words of a text in search form. A run with a digit stays whole ('пф-115', 'osb-3', '3/4'), as
 * the full-text parser reads the same characters of a name; other runs split at the joiners. Words
 * need two characters; numbers count from one digit. Punctuation, emoji and other symbols are dropped.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [run] of normaliseSearchText(text).matchAll(TOKEN)) {
    if (hasDigit(run)) tokens.push(run);
    else tokens.push(...run.split(TOKEN_JOINER).filter((word) => word.length >= 2));
  }
  return tokens;
}

const ARTICLE = /^[\p{L}\p{Nd}]+(?:[-/._][\p{L}\p{Nd}]+)*[-/._]?$/u;

/**
 * The query in the form articles are compared in (lower case, trimmed) when it can be an article or
 * the start of one: a single word of at least 3 characters with a digit, or Latin letters with a '-'
 * ('KN-12-1225', 'kn-12', '4848128', 'sh-'). Otherwise null.
 */
export function articleQuery(query: string): string | null {
  const text = query.trim().toLowerCase();
  if (text.length < 3 || text.length > 64 || !ARTICLE.test(text)) return null;
  return hasDigit(text) || (hasLatin(text) && text.includes('-')) ? text : null;
}

/**
 * The query as an exact article or barcode is compared (trimmed, lower case) when it is one word of
 * 3 to 64 characters; null otherwise. Unlike `articleQuery`, any word: 'ABCD' may be an article too.
 */
export function exactCodeQuery(query: string): string | null {
  const text = query.trim().toLowerCase();
  return text.length >= 3 && text.length <= 64 && !/\s/.test(text) ? text : null;
}

/** A LIKE pattern that matches the text literally somewhere inside a value. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
