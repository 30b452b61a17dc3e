/**
 * Turns a search text into the full-text queries the search runs (pure: the stems, dictionary checks
 * and typo corrections it needs come from one database round trip, see search.service.ts).
 *
 * Each word of the text is read as typed or, when that reading is unknown and the other keyboard
 * layout gives known words, as switched ('ldthm' → 'дверь'). Each word then matches itself (its last
 * word also as a prefix, for as-you-type), its synonyms, and, when it is not in the dictionary of the
 * catalogue's words, its closest dictionary words. Alternatives of a word are OR-ed, words are AND-ed.
 */
import {
  MAX_QUERY_TOKENS,
  hasDigit,
  normaliseSearchText,
  switchKeyboardLayout,
  tokenize,
} from '@shop/shared/search/query';
import { all, any, lexeme, renderTsQuery, type TsNode } from './tsquery.js';

/** What Postgres says about one token (see `analyseTokens` in the service). */
export interface TokenAnalysis {
  token: string;
  /** `to_tsvector('russian', token)`: stems with their positions; empty for a stop word. */
  lexemes: { lexeme: string; positions: number[] }[];
  /** Whether a dictionary word starts with the token's stem; null when the token is not a plain word. */
  inDictionary: boolean | null;
  /** A stop word that begins a longer dictionary word ('про' → 'профиль'). */
  extendsWord: boolean;
  /** Closest dictionary words by trigram similarity, best first (only for unknown words). */
  corrections: { word: string; lexemes: string[]; similarity: number }[];
}

/** Synonyms by the sorted stems of their term: 'гкл' → [['гипсокартон'], ['гипсокартон', 'лист']]. */
export type SynonymMap = Map<string, string[][]>;

/** How the words of a query may be read: as typed and, for one-alphabet words, in the other layout. */
export interface WordReadings {
  typed: string[];
  switched: string[] | null;
}

/** Corrections this much less similar than the best one are dropped. */
const CORRECTION_MARGIN = 0.1;
/** Longest synonym term matched across the query's words ('угловая шлифовальная машина'). */
const MAX_TERM_WORDS = 3;

const ONE_ALPHABET_WORD = /^(?:[a-z`[\];',./]+|[а-яё]+)$/;

/** The readings of the query's first words (a long pasted text is cut before it reaches the database). */
export function readingsOf(query: string): WordReadings[] {
  return normaliseSearchText(query)
    .split(' ')
    .filter((word) => tokenize(word).length > 0)
    .slice(0, MAX_QUERY_TOKENS)
    .map((word) => {
      const switched =
        !hasDigit(word) && ONE_ALPHABET_WORD.test(word) ? tokenize(switchKeyboardLayout(word)) : [];
      return { typed: tokenize(word), switched: switched.length > 0 ? switched : null };
    });
}

/** A token to analyse: `word` is the index of its word in the query, `switched` its keyboard layout. */
export interface AnalysisRequest {
  token: string;
  word: number;
  switched: boolean;
}

/** Every token the readings need analysed. */
export function tokensToAnalyse(readings: WordReadings[]): AnalysisRequest[] {
  return readings.flatMap((r, word) => [
    ...r.typed.map((token) => ({ token, word, switched: false })),
    ...(r.switched ?? []).map((token) => ({ token, word, switched: true })),
  ]);
}

export const synonymKey = (lexemes: string[]) => [...new Set(lexemes)].sort().join(' ');

const stemsOf = (analysis: TokenAnalysis) => analysis.lexemes.map((l) => l.lexeme);

function usefulCorrections(analysis: TokenAnalysis) {
  const best = analysis.corrections[0]?.similarity ?? 0;
  return analysis.corrections.filter((c) => c.lexemes.length > 0 && c.similarity >= best - CORRECTION_MARGIN);
}

/** Numbers, stop words, dictionary words and synonym terms are known; other words may be typos. */
function isKnown(analysis: TokenAnalysis, synonyms: SynonymMap): boolean {
  if (analysis.inDictionary !== false || analysis.lexemes.length === 0) return true;
  return synonyms.has(synonymKey(stemsOf(analysis)));
}

function chooseReading(
  readings: WordReadings,
  analysed: Map<string, TokenAnalysis>,
  synonyms: SynonymMap,
): string[] {
  const known = (tokens: string[]) => tokens.every((t) => isKnown(analysed.get(t)!, synonyms));
  const fixable = (tokens: string[]) =>
    tokens.every(
      (t) => isKnown(analysed.get(t)!, synonyms) || usefulCorrections(analysed.get(t)!).length > 0,
    );
  const { typed, switched } = readings;
  if (!switched || known(typed)) return typed;
  if (known(switched)) return switched;
  return fixable(switched) && !fixable(typed) ? switched : typed;
}

interface Token {
  analysis: TokenAnalysis;
  /** The token itself (its stems, as prefixes when it is the last token); null for a skipped stop word. */
  own: TsNode | null;
  strict: TsNode[];
  fuzzy: TsNode[];
}

const synonymNodes = (synonyms: SynonymMap, stems: string[]) =>
  (synonyms.get(synonymKey(stems)) ?? []).map((words) => all(words.map((w) => lexeme(w))));

function ownNode(analysis: TokenAnalysis, isLast: boolean): TsNode | null {
  if (analysis.lexemes.length > 0) return all(analysis.lexemes.map((l) => lexeme(l.lexeme, isLast)));
  // A stop word being typed may be the start of a real word: 'про' → 'профиль'.
  return isLast && analysis.extendsWord ? lexeme(analysis.token, true) : null;
}

function toToken(analysis: TokenAnalysis, isLast: boolean, synonyms: SynonymMap): Token {
  const own = ownNode(analysis, isLast);
  const strict = own ? [own, ...synonymNodes(synonyms, stemsOf(analysis))] : [];
  const fuzzy = isKnown(analysis, synonyms)
    ? []
    : usefulCorrections(analysis).flatMap((c) => [
        all(c.lexemes.map((l) => lexeme(l))),
        ...synonymNodes(synonyms, c.lexemes),
      ]);
  return { analysis, own, strict, fuzzy };
}

interface Unit {
  strict: TsNode[];
  fuzzy: TsNode[];
}

function unitOf(tokens: Token[], termSynonyms: TsNode[]): Unit {
  if (tokens.length === 1)
    return { strict: [...tokens[0]!.strict, ...termSynonyms], fuzzy: tokens[0]!.fuzzy };
  const strict = [all(tokens.map((t) => any(t.strict))), ...termSynonyms];
  const fuzzy = tokens.some((t) => t.fuzzy.length > 0)
    ? [all(tokens.map((t) => any([...t.strict, ...t.fuzzy])))]
    : [];
  return { strict, fuzzy };
}

/** Groups runs of tokens that together are a synonym term ('минеральная вата'), longest first. */
function unitsOf(tokens: Token[], synonyms: SynonymMap): Unit[] {
  const words = tokens.filter((t) => t.strict.length > 0 || t.fuzzy.length > 0);
  const units: Unit[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let termSynonyms: TsNode[] = [];
    for (let n = Math.min(MAX_TERM_WORDS, words.length - i); n >= 2; n--) {
      const run = words.slice(i, i + n);
      const found = synonymNodes(
        synonyms,
        run.flatMap((t) => stemsOf(t.analysis)),
      );
      if (found.length > 0) {
        taken = n;
        termSynonyms = found;
        break;
      }
    }
    units.push(unitOf(words.slice(i, i + taken), termSynonyms));
    i += taken;
  }
  return units;
}

function lexemesOf(node: TsNode): string[] {
  if (node.kind === 'lexeme') return [node.lexeme];
  return node.kind === 'phrase'
    ? node.items.flatMap((i) => lexemesOf(i.node))
    : node.items.flatMap(lexemesOf);
}

function leadingOf(tokens: Token[], first: Unit): SearchPlan['leading'] {
  const leader = tokens.find((t) => t.own);
  const own = leader?.own ? lexemesOf(leader.own) : [];
  const other = [...first.strict, ...first.fuzzy].flatMap(lexemesOf).filter((stem) => !own.includes(stem));
  return { own, other: [...new Set(other)] };
}

/** The tokens in order as a phrase; a skipped stop word still takes a position, as in the names. */
function phraseOf(tokens: Token[]): TsNode | null {
  const items: { node: TsNode; distance: number }[] = [];
  let distance = 1;
  tokens.forEach(({ analysis, own }, index) => {
    if (!own) {
      distance++;
      return;
    }
    if (analysis.lexemes.length === 0) items.push({ node: own, distance });
    const isLast = index === tokens.length - 1;
    let previous: number | undefined;
    for (const part of [...analysis.lexemes].sort((a, b) => a.positions[0]! - b.positions[0]!)) {
      const position = part.positions[0]!;
      items.push({
        node: lexeme(part.lexeme, isLast),
        distance: previous === undefined ? distance : position - previous,
      });
      previous = position;
    }
    distance = 1;
  });
  return items.length === 0 ? null : { kind: 'phrase', items };
}

/** The `tsquery` texts of one search, from the loosest (every alternative) to the strictest (the phrase). */
export interface SearchPlan {
  /** Every alternative, typo corrections included: what a result must match. */
  all: string;
  /** The words as read and their synonyms, anywhere in the product. */
  strict: string;
  /** The words as read and their synonyms, in the name. */
  nameStrict: string;
  /** The words as read, in the name. */
  nameWords: string;
  /** Every alternative, typo corrections included, in the name. */
  nameAll: string;
  /** The words as read, in the name, in order (last word as a prefix). */
  phrase: string;
  /** The same phrase with whole words only. */
  phraseExact: string;
  /** Stems of the first word a name may start with to lead its tier: the word's own, then the others (synonyms, corrections). */
  leading: { own: string[]; other: string[] };
  /** The tokens the plan was built from, after choosing the keyboard layout. */
  tokens: string[];
}

export function buildSearchPlan(
  readings: WordReadings[],
  analysed: Map<string, TokenAnalysis>,
  synonyms: SynonymMap,
): SearchPlan | null {
  const chosen = readings.flatMap((r) => chooseReading(r, analysed, synonyms)).slice(0, MAX_QUERY_TOKENS);
  const tokens = chosen.map((token, i) => toToken(analysed.get(token)!, i === chosen.length - 1, synonyms));
  const units = unitsOf(tokens, synonyms);
  const phrase = phraseOf(tokens);
  if (units.length === 0 || !phrase) return null;
  const strict = all(units.map((u) => any(u.strict)));
  const loose = all(units.map((u) => any([...u.strict, ...u.fuzzy])));
  const words = all(tokens.flatMap((t) => (t.own ? [t.own] : [])));
  return {
    all: renderTsQuery(loose),
    nameAll: renderTsQuery(loose, { weight: 'A' }),
    strict: renderTsQuery(strict),
    nameStrict: renderTsQuery(strict, { weight: 'A' }),
    nameWords: renderTsQuery(words, { weight: 'A' }),
    phrase: renderTsQuery(phrase, { weight: 'A' }),
    phraseExact: renderTsQuery(phrase, { weight: 'A', exact: true }),
    leading: leadingOf(tokens, units[0]!),
    tokens: chosen,
  };
}
