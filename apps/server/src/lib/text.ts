/**
 * Text cleanup for texts typed by people or written by other programs (imported names and
 * descriptions): whitespace and invisible characters, labels to match, HTML to plain text. Latin
 * look-alike letters are NOT "fixed" (search normalises them separately).
 */

import { controlCharacterPattern } from '@shop/shared/validation';

// C0 controls other than TAB/LF/CR, DEL, C1 controls, zero-width and BOM characters.
const INVISIBLE = controlCharacterPattern({ c1: true, extra: '\\u200b-\\u200d\\u2060\\ufeff', flags: 'gu' });
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
