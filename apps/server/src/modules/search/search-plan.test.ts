import { describe, expect, it } from 'vitest';
import {
  buildSearchPlan,
  readingsOf,
  tokensToAnalyse,
  type SynonymMap,
  type TokenAnalysis,
} from './search-plan.js';
import { all, any, lexeme, renderTsQuery } from './tsquery.js';

describe('renderTsQuery', () => {
  it('quotes lexemes, marks prefixes and weights, and drops repeated alternatives', () => {
    const node = all([any([lexeme('двер', true), lexeme('двер', true)]), lexeme("o'reilly\\x")]);
    expect(renderTsQuery(node)).toBe(`('двер':* & 'o''reilly\\\\x')`);
    expect(renderTsQuery(node, { weight: 'A' })).toBe(`('двер':*A & 'o''reilly\\\\x':A)`);
    expect(renderTsQuery(node, { exact: true })).toBe(`('двер' & 'o''reilly\\\\x')`);
  });

  it('writes phrases with their distances', () => {
    const phrase = {
      kind: 'phrase' as const,
      items: [
        { node: lexeme('клей'), distance: 1 },
        { node: lexeme('плитк', true), distance: 2 },
      ],
    };
    expect(renderTsQuery(phrase)).toBe(`('клей' <2> 'плитк':*)`);
  });
});

const STOP_WORDS = new Set(['для', 'про']);
const LATIN_WORDS = new Set(['knauf']);

/** A stand-in for the database: stems are the words minus a few endings; Latin words are unknown but 'knauf'. */
function analysis(token: string, overrides: Partial<TokenAnalysis> = {}): TokenAnalysis {
  const stem = token.replace(/(ь|и|ы|а|ую|ью|ая)$/, '');
  return {
    token,
    lexemes: STOP_WORDS.has(token) ? [] : [{ lexeme: stem, positions: [1] }],
    inDictionary: /\d/.test(token) ? null : !/^[a-z]+$/.test(token) || LATIN_WORDS.has(token),
    extendsWord: false,
    corrections: [],
    ...overrides,
  };
}

function plan(
  query: string,
  overrides: Record<string, Partial<TokenAnalysis>> = {},
  synonyms: SynonymMap = new Map(),
) {
  const readings = readingsOf(query);
  const analysed = new Map(
    tokensToAnalyse(readings).map(({ token }) => [token, analysis(token, overrides[token])]),
  );
  return buildSearchPlan(readings, analysed, synonyms);
}

describe('buildSearchPlan', () => {
  it('ANDs the words, the last one as a prefix, and keeps whole words for the exact phrase', () => {
    const p = plan('Дверь  межкомнатн')!;
    expect(p.all).toBe(`('двер' & 'межкомнатн':*)`);
    expect(p.phrase).toBe(`('двер':A <-> 'межкомнатн':*A)`);
    expect(p.phraseExact).toBe(`('двер':A <-> 'межкомнатн':A)`);
    expect(p.nameWords).toBe(`('двер':A & 'межкомнатн':*A)`);
  });

  it('skips stop words but keeps their place in the phrase', () => {
    const p = plan('клей для плитки')!;
    expect(p.all).toBe(`('клей' & 'плитк':*)`);
    expect(p.phrase).toBe(`('клей':A <2> 'плитк':*A)`);
  });

  it('reads a stop word being typed as the start of a longer word when the dictionary has one', () => {
    expect(plan('про', { про: { extendsWord: true } })!.all).toBe(`'про':*`);
    expect(plan('про')).toBeNull();
    expect(plan('для')).toBeNull();
  });

  it('adds synonyms of a word, and of a run of words, as alternatives', () => {
    const synonyms: SynonymMap = new Map([
      ['гкл', [['гипсокартон']]],
      ['ват минеральн', [['минват']]],
    ]);
    expect(plan('гкл', {}, synonyms)!.all).toBe(`('гкл':* | 'гипсокартон')`);
    expect(plan('гкл', {}, synonyms)!.nameWords).toBe(`'гкл':*A`);
    const wool = plan(
      'минеральная вата',
      {
        минеральная: { lexemes: [{ lexeme: 'минеральн', positions: [1] }] },
        вата: { lexemes: [{ lexeme: 'ват', positions: [1] }] },
      },
      synonyms,
    )!;
    expect(wool.all).toBe(`(('минеральн' & 'ват':*) | 'минват')`);
  });

  it('corrects only unknown words, with the corrections close to the best one', () => {
    const p = plan('гипсакартон', {
      гипсакартон: {
        inDictionary: false,
        corrections: [
          { word: 'гипсокартон', lexemes: ['гипсокартон'], similarity: 0.6 },
          { word: 'гипсокартонный', lexemes: ['гипсокартон'], similarity: 0.52 },
          { word: 'гипс', lexemes: ['гипс'], similarity: 0.31 },
        ],
      },
    })!;
    expect(p.all).toBe(`('гипсакартон':* | 'гипсокартон')`);
    expect(p.strict).toBe(`'гипсакартон':*`);
  });

  it('switches the keyboard layout when only the switched word is known', () => {
    const p = plan('ldthm')!;
    expect(p.tokens).toEqual(['дверь']);
    expect(p.all).toBe(`'двер':*`);
    expect(plan('knauf')!.tokens).toEqual(['knauf']);
  });

  it('switches to a layout whose words can be corrected when neither is known', () => {
    const p = plan('kfvbyfl', {
      ламинад: {
        inDictionary: false,
        corrections: [{ word: 'ламинат', lexemes: ['ламинат'], similarity: 0.6 }],
      },
    })!;
    expect(p.tokens).toEqual(['ламинад']);
    expect(p.all).toBe(`('ламинад':* | 'ламинат')`);
  });

  it('keeps article-like words whole and numbers without corrections', () => {
    expect(
      plan('пф-115 2,7', {
        'пф-115': {
          lexemes: [
            { lexeme: 'пф', positions: [1] },
            { lexeme: '-115', positions: [2] },
          ],
        },
      })!.phrase,
    ).toBe(`('пф':A <-> '-115':A <-> '2,7':*A)`);
  });

  it('gives nothing to search for punctuation or emoji', () => {
    expect(readingsOf('!!! 🚪 ...').flatMap((r) => r.typed)).toEqual([]);
    expect(plan('!!! 🚪 ...')).toBeNull();
  });
});

describe('readingsOf', () => {
  it('reads at most the first eight words that have tokens', () => {
    const words = Array.from({ length: 30 }, (_, i) => `слово${'а'.repeat(i % 5)} — !!`).join(' ');
    expect(readingsOf(words)).toHaveLength(8);
    expect(readingsOf('— дверь ! межкомнатная').map((r) => r.typed)).toEqual([['дверь'], ['межкомнатная']]);
  });
});
