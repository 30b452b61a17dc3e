-- Each process holds the catalogue's words in memory (issue 29): typo corrections and stem lookups
-- no longer query this table, so its trigram index and the two helper functions go, and each word
-- keeps its stems for the corrections.
DROP INDEX "search_words_word_trgm_idx";--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words_match(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS search_word_corrections(text, integer);--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "lexemes" text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector('russian', word))) STORED NOT NULL;
