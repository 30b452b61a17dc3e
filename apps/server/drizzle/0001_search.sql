CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"synonym" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_normalised" CHECK ("search_synonyms"."term" = shop_search_normalize("search_synonyms"."term") and "search_synonyms"."synonym" = shop_search_normalize("search_synonyms"."synonym") and "search_synonyms"."term" <> "search_synonyms"."synonym" and "search_synonyms"."term" <> '')
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"doc_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_pair_key" ON "search_synonyms" USING btree ("term","synonym");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Dictionary look-ups for the search, made to read the trigram index: the planner prices the trigram
-- operators like a plain comparison, so it would test every word instead (similarity() over 30,000
-- words takes ~150 ms, the index ~3 ms), or walk the whole primary key for a LIKE prefix.
CREATE OR REPLACE FUNCTION search_words_match(pattern text) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off SET enable_indexscan = off SET enable_indexonlyscan = off AS $$
  SELECT EXISTS (SELECT 1 FROM search_words WHERE word LIKE pattern)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_word_corrections(token text, how_many integer)
RETURNS TABLE (word text, score real)
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off SET enable_indexscan = off SET enable_indexonlyscan = off AS $$
  SELECT w.word, similarity(w.word, token) FROM search_words w
  WHERE w.word % token ORDER BY 2 DESC, w.doc_count DESC, w.word LIMIT how_many
$$;
--> statement-breakpoint
-- Trade abbreviations and synonyms of building materials, both directions.
WITH "pairs" ("a", "b") AS (VALUES
	('гкл', 'гипсокартон'),
	('гкл', 'гипсокартонный лист'),
	('гклв', 'гипсокартон влагостойкий'),
	('гкло', 'гипсокартон огнестойкий'),
	('гвл', 'гипсоволокно'),
	('гвл', 'гипсоволокнистый лист'),
	('осб', 'osb'),
	('осб', 'ориентированно-стружечная плита'),
	('osb', 'ориентированно-стружечная плита'),
	('цпс', 'цементно-песчаная смесь'),
	('цпс', 'пескобетон'),
	('саморез', 'шуруп'),
	('шпатлевка', 'шпаклевка'),
	('дсп', 'древесно-стружечная плита'),
	('лдсп', 'ламинированная дсп'),
	('двп', 'древесно-волокнистая плита'),
	('двп', 'оргалит'),
	('мдф', 'mdf'),
	('пвх', 'pvc'),
	('ппу', 'пенополиуретан'),
	('эппс', 'экструдированный пенополистирол'),
	('эппс', 'xps'),
	('пенопласт', 'пенополистирол'),
	('пенопласт', 'псб'),
	('минвата', 'минеральная вата'),
	('минвата', 'минплита'),
	('профнастил', 'профлист'),
	('профнастил', 'металлопрофиль'),
	('металлочерепица', 'металлическая черепица'),
	('рубероид', 'толь'),
	('ондулин', 'еврошифер'),
	('плитка', 'кафель'),
	('ламинат', 'ламинированная доска'),
	('грунт', 'грунтовка'),
	('грунтовка', 'праймер'),
	('болгарка', 'ушм'),
	('болгарка', 'угловая шлифмашина'),
	('ушм', 'угловая шлифмашина'),
	('ушм', 'угловая шлифовальная машина'),
	('шуруповерт', 'дрель-шуруповерт'),
	('шуруповерт', 'винтоверт'),
	('перфоратор', 'бурильный молоток'),
	('кабель', 'провод'),
	('автомат', 'автоматический выключатель'),
	('узо', 'устройство защитного отключения'),
	('доска', 'пиломатериал'),
	('брус', 'брусок'),
	('брус', 'пиломатериал'),
	('фанера', 'фсф'),
	('фанера', 'фк'),
	('фанера', 'plywood'),
	('керамогранит', 'грес'),
	('утеплитель', 'теплоизоляция'),
	('шумоизоляция', 'звукоизоляция'),
	('газобетон', 'газоблок'),
	('газобетон', 'газобетонный блок'),
	('пеноблок', 'пенобетонный блок'),
	('керамзитоблок', 'керамзитобетонный блок'),
	('наливной пол', 'самовыравнивающийся пол'),
	('наливной пол', 'ровнитель'),
	('ппр', 'полипропилен'),
	('ппр', 'ppr'),
	('металлопластик', 'металлопластиковая труба'),
	('водосток', 'водосточная система'),
	('светодиодный', 'led'),
	('лампа', 'лампочка'),
	('анкер', 'анкерный болт'),
	('пароизоляция', 'пароизоляционная пленка')
)
INSERT INTO "search_synonyms" ("term", "synonym")
SELECT "a", "b" FROM "pairs" UNION SELECT "b", "a" FROM "pairs"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One direction only: the term is wider, a slang word or a common misspelling.
INSERT INTO "search_synonyms" ("term", "synonym") VALUES
	('краска', 'эмаль'),
	('кран', 'смеситель'),
	('пиломатериал', 'брусок'),
	('рубероид', 'бикрост'),
	('рубероид', 'рулонная кровля'),
	('минвата', 'каменная вата'),
	('минвата', 'стекловата'),
	('линолиум', 'линолеум'),
	('компакт', 'унитаз'),
	('перф', 'перфоратор')
ON CONFLICT DO NOTHING;
