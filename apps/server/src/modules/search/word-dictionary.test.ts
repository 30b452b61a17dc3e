import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, rawRows } from '../../../test/helpers.js';
import type { DatabaseHandle } from '../../db/client.js';
import { similarity, trigramsOf, WordDictionary } from './word-dictionary.js';

const WORDS = [
  'дверь',
  'двери',
  'дверца',
  'древесина',
  'ламинат',
  'ламинированный',
  'линолеум',
  'knauf',
  'кнауф',
  'про',
  'профиль',
];
const TYPOS = [
  'двкрь',
  'дверб',
  'ламинад',
  'лaминат',
  'линолиум',
  'кнаув',
  'knaif',
  'профель',
  'дв',
  'ыыыы',
  'древисина',
];

const dictionary = new WordDictionary(
  WORDS.map((word, i) => ({ word, docCount: (i % 3) + 1, lexemes: [word.slice(0, 4)] })),
);

describe('the in-memory word dictionary', () => {
  it('pads and splits words into trigrams as pg_trgm does', () => {
    expect(trigramsOf('дом')).toEqual(['  д', ' до', 'дом', 'ом ']);
    expect(trigramsOf('аааа')).toEqual(['  а', ' аа', 'ааа', 'аа ']);
  });

  it('finds words by the beginning, and longer words only when asked', () => {
    expect(dictionary.hasWordStartingWith('двер')).toBe(true);
    expect(dictionary.hasWordStartingWith('двкр')).toBe(false);
    expect(dictionary.hasWordStartingWith('про', true)).toBe(true);
    expect(dictionary.hasWordStartingWith('профиль', true)).toBe(false);
    expect(dictionary.hasWordStartingWith('профиль')).toBe(true);
    expect(new WordDictionary([]).hasWordStartingWith('а')).toBe(false);
  });

  it('counts the names that use words with a beginning, the rarest of several', () => {
    // дверь 1, двери 2, дверца 3 products
    expect(dictionary.namesWithWordStartingWith('двер')).toBe(6);
    expect(dictionary.namesWithWordStartingWith('ламин')).toBe(dictionary.namesWithWordStartingWith('лами'));
    expect(dictionary.namesWithEvery(['двер', 'линолеум'])).toBe(
      dictionary.namesWithWordStartingWith('линолеум'),
    );
    expect(dictionary.namesWithEvery([])).toBe(0);
  });

  it('orders corrections by similarity, then by how many products use the word, then by the word', () => {
    const found = dictionary.corrections('двкрь', 3);
    expect(found.map((c) => c.word)[0]).toBe('дверь');
    for (let i = 1; i < found.length; i++)
      expect(found[i]!.similarity).toBeLessThanOrEqual(found[i - 1]!.similarity);
    expect(found[0]!.lexemes).toEqual(['двер']);
    expect(dictionary.corrections('ыыыы', 3)).toEqual([]);
  });
});

describe('the dictionary against pg_trgm', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  it('gives the similarity and the corrections the database gives', async () => {
    const rows = await rawRows<{ word: string; token: string; score: number; close: boolean }>(
      database.db,
      sql`select w.word, t.token, similarity(w.word, t.token) as score, w.word % t.token as close
        from jsonb_array_elements_text(${JSON.stringify(WORDS)}::jsonb) as w(word),
          jsonb_array_elements_text(${JSON.stringify(TYPOS)}::jsonb) as t(token)`,
    );
    expect(rows).toHaveLength(WORDS.length * TYPOS.length);
    for (const row of rows) {
      expect(similarity(row.word, row.token), `${row.word} / ${row.token}`).toBe(
        Math.fround(Number(row.score)),
      );
      const corrected = dictionary.corrections(row.token, WORDS.length).some((c) => c.word === row.word);
      expect(corrected, `${row.word} % ${row.token}`).toBe(row.close);
    }
  });
});
