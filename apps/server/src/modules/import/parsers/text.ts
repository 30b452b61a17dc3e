/**
 * Text cleanup for imported names and descriptions. Names are kept as given apart from whitespace and
 * CSV-quote artefacts: Latin look-alike letters are NOT "fixed" (search normalises them separately).
 */

// C0 controls other than TAB/LF/CR, DEL, C1 controls, zero-width and BOM characters.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/gu;
const ANY_SPACE = /[\s\u00a0\u202f\u2007\u2009]+/gu;

/** Trimmed, invisible characters removed, every run of whitespace (TAB, NBSP, line breaks) one space. */
export function cleanLine(text: string | null | undefined): string {
  if (text == null) return '';
  return text.replace(INVISIBLE, '').replace(ANY_SPACE, ' ').trim();
}

/** cleanLine, or null when nothing is left. */
export function cleanLineOrNull(text: string | null | undefined): string | null {
  const line = cleanLine(text);
  return line === '' ? null : line;
}

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

/** For matching labels typed by people: lower case, ё = е, punctuation to spaces, spaces collapsed. */
export function normaliseLabel(text: string | null | undefined): string {
  return cleanLine(text)
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------------
// HTML to plain text

const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav',
  'ol', 'p', 'pre', 'section', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'ul',
]); // prettier-ignore
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'head',
  'title',
  'noscript',
  'template',
  'iframe',
  'object',
]);
const CELL_TAGS = new Set(['td', 'th']);
const TAG_START = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^<>]*?(\/?)>/y;
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][a-zA-Z0-9:-]*\b[^<>]*>|<!--/;
/** HTML that lays out its own lines: its source line breaks are plain whitespace. */
const HAS_LINE_TAGS = /<(?:br|p|div|li|tr|h[1-6]|ul|ol|table|section|article)\b[^<>]*>/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', laquo: '«', raquo: '»', ldquo: '“',
  rdquo: '”', bdquo: '„', lsquo: '‘', rsquo: '’', mdash: '—', ndash: '–', hellip: '…', deg: '°',
  times: '×', plusmn: '±', sup2: '²', sup3: '³', frac12: '½', frac14: '¼', frac34: '¾', euro: '€',
  rarr: '→', larr: '←', bull: '•', middot: '·', copy: '©', reg: '®', trade: '™', shy: '', micro: 'µ',
  le: '≤', ge: '≥', ne: '≠', asymp: '≈', minus: '−', divide: '÷', para: '¶', sect: '§', numero: '№',
  thinsp: ' ', ensp: ' ', emsp: ' ', zwnj: '', zwj: '', diam: '⌀', oslash: 'ø', Oslash: 'Ø',
}; // prettier-ignore

/** Decodes HTML character references; unknown names are left as they are. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A description as plain safe text: block tags and <br> become line breaks, <li> a bullet, scripts and
 * styles dropped with their content, other tags removed, entities decoded, at most one blank line in a
 * row. A '<' that does not start a tag ('размер < 10 мм') is text. Double-escaped HTML
 * ('&lt;p&gt;' after XML decoding) is unwrapped once more.
 */
export function htmlToText(input: string | null | undefined): string {
  if (input == null) return '';
  let text = input.replace(/\r\n?/g, '\n');
  for (let pass = 0; pass < 3; pass++) {
    if (LOOKS_LIKE_HTML.test(text)) text = stripTags(text, HAS_LINE_TAGS.test(text));
    const decoded = text.includes('&') ? decodeEntities(text) : text;
    if (decoded === text) break;
    text = decoded;
    if (!LOOKS_LIKE_HTML.test(text)) break;
  }
  return tidyLines(text);
}

function stripTags(html: string, collapseLineBreaks: boolean): string {
  const out: string[] = [];
  const whitespace = collapseLineBreaks ? /[ \t\n\f\u00a0]+/g : /[ \t\f\u00a0]+/g;
  let i = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) out.push(html.slice(textStart, end).replace(whitespace, ' '));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      const end = html.indexOf('-->', lt + 4);
      i = textStart = end < 0 ? html.length : end + 3;
      continue;
    }
    TAG_START.lastIndex = lt;
    const tag = TAG_START.exec(html);
    if (!tag) {
      i = lt + 1; // a '<' that is text
      continue;
    }
    flushText(lt);
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    i = textStart = TAG_START.lastIndex;
    if (!closing && DROPPED_WITH_CONTENT.has(name) && tag[3] !== '/') {
      const end = html.toLowerCase().indexOf(`</${name}`, i);
      const close = end < 0 ? -1 : html.indexOf('>', end);
      i = textStart = close < 0 ? html.length : close + 1;
      continue;
    }
    out.push(separatorFor(name, closing));
  }
  flushText(html.length);
  return out.join('');
}

function separatorFor(tag: string, closing: boolean): string {
  if (tag === 'br') return '\n';
  if (tag === 'li') return closing ? '' : '\n• ';
  if (tag === 'p' || /^h[1-6]$/.test(tag)) return '\n\n';
  if (BLOCK_TAGS.has(tag)) return '\n';
  if (CELL_TAGS.has(tag) && closing) return ' ';
  return '';
}

/** Trailing spaces cut, runs of blank lines reduced to one, leading and trailing blank lines removed. */
function tidyLines(text: string): string {
  const lines = text
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/g, '').replace(/^[ \u00a0]+(?=•)/, ''));
  const kept: string[] = [];
  for (const line of lines) {
    const blank = line.trim() === '';
    if (blank && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(blank ? '' : line.replace(/^ (?=\S)/, ''));
  }
  while (kept.length > 0 && kept[kept.length - 1] === '') kept.pop();
  return kept.join('\n');
}
