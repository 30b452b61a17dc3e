/**
 * The search dictionary: the catalogue's words (rebuilt from the product names), what Postgres says
 * about the words of a query (stems, dictionary matches, typo corrections) and the synonym table.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import { synonymKey, type AnalysisRequest, type SynonymMap, type TokenAnalysis } from './search-plan.js';
import { WordDictionary } from './word-dictionary.js';

/** Typos are looked up only for words at least this long, and this many closest words kept. */
const MIN_CORRECTED_LENGTH = 4;
const CORRECTIONS = 3;

/** The GIN indexes product search reads (declared with the product_search table). */
const SEARCH_INDEXES = [
  'product_search_vector_idx',
  'product_search_name_trgm_idx',
  'product_search_article_trgm_idx',
];

/**
 * Rebuilds the dictionary of the catalogue's words from the published product names, in one
 * statement, then merges the pending entries of the search indexes. Call it after seeding and
 * imports; a search also calls it when the dictionary is empty. Returns the number of distinct words.
 */
export async function refreshSearchWords(db: Database): Promise<number> {
  const words = await rebuildSearchWords(db);
  await flushSearchIndexes(db);
  return words;
}

/**
 * Rows inserted into a GIN index wait in its pending list, which every search reads in full until
 * VACUUM merges it. The embedded database runs no autovacuum, so after a bulk insert a search can
 * cost several times more (45 ms instead of 4 ms on 100,000 products) until the list is merged.
 */
async function flushSearchIndexes(db: Database): Promise<void> {
  const names = sql.join(
    SEARCH_INDEXES.map((name) => sql`(${name})`),
    sql`, `,
  );
  await db.execute(
    sql`select gin_clean_pending_list(c.oid) from (values ${names}) as i(name) join pg_class c on c.relname = i.name`,
  );
}

async function rebuildSearchWords(db: Database): Promise<number> {
  const row = await queryRow(
    db,
    sql`with fresh as (
        select used.word, count(*)::int as doc_count
        from (select distinct p.id, w.word
              from products p join product_search s on s.product_id = p.id,
                regexp_split_to_table(s.name_normalized, '[^a-zа-я]+') as w(word)
              where p.published and length(w.word) >= 2) as used
        group by used.word),
      upserted as (
        insert into search_words (word, doc_count) select word, doc_count from fresh
        on conflict (word) do update set doc_count = excluded.doc_count
          where search_words.doc_count <> excluded.doc_count
        returning 1),
      removed as (
        delete from search_words w where not exists (select 1 from fresh f where f.word = w.word)
        returning 1)
      select count(*)::int as words from fresh`,
    z.object({ words: column.int }),
  );
  return row?.words ?? 0;
}

const AnalysisRow = z.object({
  token: column.text,
  lexemes: column.json(z.array(z.object({ lexeme: z.string(), positions: z.array(z.number().int()) }))),
  stem: column.text,
});

const WordRow = z.object({ word: column.text, doc_count: column.int, lexemes: z.array(z.string()) });

/** The catalogue's words with their stems, for the in-memory dictionary. */
export async function loadSearchWords(db: Database): Promise<WordDictionary> {
  const rows = await queryRows(db, sql`select word, doc_count, lexemes from search_words`, WordRow);
  return new WordDictionary(
    rows.map((row) => ({ word: row.word, docCount: row.doc_count, lexemes: row.lexemes })),
  );
}

const PLAIN_WORD = /^[a-zа-я]+$/;
const RUSSIAN_LETTER = /[а-я]/;

/**
 * What the database says about every token, in one round trip: its stems and positions as the names
 * were indexed. The dictionary then tells whether it knows the token and, for an unknown word, its
 * closest words. A word read in the other keyboard layout ('kfvbyfl' → 'ламинад') is corrected only
 * when the word as typed is unknown too, and only into Russian: a typo in a brand typed in the Russian
 * layout is rare.
 */
export async function analyseTokens(
  db: Database,
  dictionary: WordDictionary,
  requests: AnalysisRequest[],
): Promise<{ analysed: Map<string, TokenAnalysis>; dictionaryEmpty: boolean }> {
  const rows = await queryRows(
    db,
    sql`select u.token,
        (select coalesce(json_agg(json_build_object('lexeme', v.lexeme, 'positions', v.positions)), '[]')
          from unnest(t.vector) as v) as lexemes,
        coalesce((tsvector_to_array(t.vector))[1], u.token) as stem
      from json_to_recordset(${JSON.stringify(requests.map((r, ord) => ({ token: r.token, ord })))}::json)
          as u(token text, ord int),
        lateral (select to_tsvector('russian', u.token) as vector) as t
      order by u.ord`,
    AnalysisRow,
  );
  const checked = rows.map((row, i) => {
    const isWord = PLAIN_WORD.test(row.token);
    return {
      ...row,
      ...requests[i]!,
      isWord,
      inDictionary: isWord ? dictionary.hasWordStartingWith(row.stem) : null,
    };
  });
  const typedKnown = new Map<number, boolean>();
  for (const row of checked) {
    if (!row.switched)
      typedKnown.set(row.word, (typedKnown.get(row.word) ?? true) && row.inDictionary !== false);
  }
  const analysed = new Map<string, TokenAnalysis>();
  for (const row of checked) {
    const corrects =
      row.inDictionary === false &&
      row.token.length >= MIN_CORRECTED_LENGTH &&
      (!row.switched || (!typedKnown.get(row.word) && RUSSIAN_LETTER.test(row.token)));
    const corrections = corrects ? dictionary.corrections(row.token, CORRECTIONS) : [];
    const known = analysed.get(row.token);
    if (known && corrections.length === 0) continue; // the same token read both ways: keep its corrections
    analysed.set(row.token, {
      token: row.token,
      lexemes: row.lexemes,
      inDictionary: row.inDictionary,
      extendsWord: row.isWord && row.lexemes.length === 0 && dictionary.hasWordStartingWith(row.token, true),
      corrections,
    });
  }
  return { analysed, dictionaryEmpty: dictionary.size === 0 };
}

const SynonymList = z.object({
  list: column.json(z.array(z.object({ term: z.array(z.string()), synonym: z.array(z.string()) }))),
});

export async function loadSynonyms(db: Database): Promise<SynonymMap> {
  const row = await queryRow(
    db,
    sql`select coalesce(json_agg(json_build_object(
          'term', tsvector_to_array(to_tsvector('russian', term)),
          'synonym', tsvector_to_array(to_tsvector('russian', synonym)))), '[]') as list
        from search_synonyms`,
    SynonymList,
  );
  const map: SynonymMap = new Map();
  for (const { term, synonym } of row?.list ?? []) {
    if (term.length === 0 || synonym.length === 0) continue;
    const key = synonymKey(term);
    map.set(key, [...(map.get(key) ?? []), synonym]);
  }
  return map;
}
