/**
 * The search dictionary: the catalogue's words (rebuilt from the product names), what Postgres says
 * about the words of a query (stems, dictionary matches, typo corrections) and the synonym table.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { column, queryRow, queryRows } from '../../db/sql.js';
import { synonymKey, type AnalysisRequest, type SynonymMap, type TokenAnalysis } from './search-plan.js';

/** Typos are looked up only for words at least this long, and this many closest words kept. */
const MIN_CORRECTED_LENGTH = 4;
const CORRECTIONS = 3;

/** The GIN indexes product search reads (declared with the products table). */
const SEARCH_INDEXES = ['products_search_vector_idx', 'products_name_trgm_idx', 'products_article_trgm_idx'];

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
              from products p, regexp_split_to_table(p.name_normalized, '[^a-zа-я]+') as w(word)
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
  in_dictionary: column.bool.nullable(),
  extends_word: column.bool.nullable(),
  corrections: column
    .json(z.array(z.object({ word: z.string(), lexemes: z.array(z.string()), similarity: z.number() })))
    .nullable(),
  dictionary_empty: column.bool,
});

const SynonymList = z.object({
  list: column.json(z.array(z.object({ term: z.array(z.string()), synonym: z.array(z.string()) }))),
});

/**
 * One round trip for every token: its stems and positions (as the names were indexed), whether the
 * dictionary knows it, and for an unknown word its closest dictionary words through the trigram index.
 * A word read in the other keyboard layout ('kfvbyfl' → 'ламинад') is corrected only when the word as
 * typed is unknown too, and only into Russian: a typo in a brand typed in the Russian layout is rare.
 */
export async function analyseTokens(
  db: Database,
  requests: AnalysisRequest[],
): Promise<{ analysed: Map<string, TokenAnalysis>; dictionaryEmpty: boolean }> {
  const rows = await queryRows(
    db,
    sql`with input as materialized (
        select u.token, u.word, u.switched, u.ord, t.vector, u.token ~ '^[a-zа-я]+$' as is_word,
          coalesce((tsvector_to_array(t.vector))[1], u.token) as stem
        from json_to_recordset(${JSON.stringify(requests.map((r, ord) => ({ ...r, ord })))}::json)
            as u(token text, word int, switched boolean, ord int),
          lateral (select to_tsvector('russian', u.token) as vector) as t),
      checked as materialized (
        select i.*, case when i.is_word then search_words_match(i.stem || '%') end as in_dictionary
        from input i),
      typed as (
        select word, bool_and(in_dictionary is not false) as known from checked where not switched group by word)
      select c.token,
        (select coalesce(json_agg(json_build_object('lexeme', v.lexeme, 'positions', v.positions)), '[]')
          from unnest(c.vector) as v) as lexemes,
        c.in_dictionary,
        c.is_word and length(c.vector) = 0 and search_words_match(c.token || '_%') as extends_word,
        case when c.in_dictionary is false and length(c.token) >= ${MIN_CORRECTED_LENGTH}
            and (not c.switched or (not coalesce(typed.known, false) and c.token ~ '[а-я]')) then (
          select coalesce(json_agg(json_build_object('word', m.word, 'similarity', m.score,
              'lexemes', tsvector_to_array(to_tsvector('russian', m.word))) order by m.score desc), '[]')
          from search_word_corrections(c.token, ${CORRECTIONS}) as m)
        end as corrections,
        not exists (select 1 from search_words) as dictionary_empty
      from checked c left join typed on typed.word = c.word
      order by c.ord`,
    AnalysisRow,
  );
  const analysed = new Map<string, TokenAnalysis>();
  for (const row of rows) {
    const corrections = row.corrections ?? [];
    const known = analysed.get(row.token);
    if (known && corrections.length === 0) continue; // the same token read both ways: keep its corrections
    analysed.set(row.token, {
      token: row.token,
      lexemes: row.lexemes,
      inDictionary: row.in_dictionary,
      extendsWord: row.extends_word === true,
      corrections,
    });
  }
  return { analysed, dictionaryEmpty: rows[0]?.dictionary_empty ?? false };
}

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
