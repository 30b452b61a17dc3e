import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Trade abbreviations and synonyms ('гкл' → 'гипсокартон'), one row per direction, in search form
 * (see `shop_search_normalize`). A term or synonym may have several words ('минеральная вата').
 * Seeded by the migration; staff extend it.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    synonym: text('synonym').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_synonyms_pair_key').on(t.term, t.synonym),
    check(
      'search_synonyms_normalised',
      sql`${t.term} = shop_search_normalize(${t.term}) and ${t.synonym} = shop_search_normalize(${t.synonym}) and ${t.term} <> ${t.synonym} and ${t.term} <> ''`,
    ),
  ],
);

/**
 * The distinct words of the published product names (search form, letters only) with the number of
 * products using each. Typos are corrected against this small table, held in memory by each process
 * (word-dictionary.ts), never by a similarity scan over the names. Rebuilt by `refreshSearchWords`.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  docCount: integer('doc_count').notNull().default(0),
  /** The word's stems: what a typo corrected into it searches for. */
  lexemes: text('lexemes')
    .array()
    .notNull()
    .generatedAlwaysAs(sql`tsvector_to_array(to_tsvector('russian', word))`),
});
