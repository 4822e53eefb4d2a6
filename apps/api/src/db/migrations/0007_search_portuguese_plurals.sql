-- Search (issue 4): Portuguese plurals without accents.
--
-- The Portuguese stemmer needs accents to join -ção/-ções, -al/-ais, -el/-éis and -m/-ns: on unaccented text
-- 'configuracoes' and 'configuracao', or 'profissionais' and 'profissional', get different stems. Before the
-- 'portuguese' configuration parses a text (stored or searched), search_pt_text unaccents it and rewrites
-- those plural endings to their singular: -oes/-aes → -ao, -ais/-eis/-ois/-uis → -al/-el/-ol/-ul (after two
-- letters, so 'mais' and 'pais' stay), -ns → -m. The same function runs on both sides, so a rewrite that is
-- wrong for a word (an English 'shoes') still matches itself; the 'english' and 'simple' parts are untouched.
CREATE OR REPLACE FUNCTION search_pt_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(public.immutable_unaccent($1),
    '(oes|aes)\M', 'ao', 'gi'),
    '([a-z]{2,}[aeou])is\M', '\1l', 'gi'),
    '([a-z]{2,})ns\M', '\1m', 'gi') $$;
--> statement-breakpoint
DROP INDEX IF EXISTS "opportunities_search_vector_idx";
--> statement-breakpoint
ALTER TABLE "opportunities" DROP COLUMN IF EXISTS "search_vector";
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, public.immutable_unaccent(coalesce("titulo", ''))), 'A')
  || setweight(to_tsvector('portuguese'::regconfig, search_pt_text(coalesce("titulo", ''))), 'A')
  || setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce("titulo", ''))), 'A')
  || setweight(to_tsvector('simple'::regconfig, public.immutable_unaccent(
       coalesce("client", '') || ' '
       || jsonb_path_query_array("careers", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].termos[*]')::text)), 'B')
  || setweight(to_tsvector('portuguese'::regconfig, search_pt_text(
       coalesce("client", '') || ' '
       || jsonb_path_query_array("careers", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].termos[*]')::text)), 'B')
  || setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(
       coalesce("client", '') || ' '
       || jsonb_path_query_array("careers", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].termos[*]')::text)), 'B')
  -- Rich-text details: tags and character entities become spaces before parsing.
  || setweight(to_tsvector('portuguese'::regconfig, search_pt_text(regexp_replace(regexp_replace(
       coalesce("detalhes", '') || ' ' || coalesce("detalhes_en", ''),
       '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'))), 'C')
  || setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(regexp_replace(regexp_replace(
       coalesce("detalhes", '') || ' ' || coalesce("detalhes_en", ''),
       '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'))), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "opportunities_search_vector_idx" ON "opportunities" USING gin ("search_vector");
--> statement-breakpoint
DROP INDEX IF EXISTS "user_skills_search_vector_idx";
--> statement-breakpoint
ALTER TABLE "user_skills" DROP COLUMN IF EXISTS "search_vector";
--> statement-breakpoint
ALTER TABLE "user_skills" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, public.immutable_unaccent(coalesce("nome", '') || ' ' || coalesce("nome_caption", '')))
  || to_tsvector('portuguese'::regconfig, search_pt_text(coalesce("nome", '') || ' ' || coalesce("nome_caption", '')))
  || to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce("nome", '') || ' ' || coalesce("nome_caption", '')))
) STORED;
--> statement-breakpoint
CREATE INDEX "user_skills_search_vector_idx" ON "user_skills" USING gin ("search_vector");
--> statement-breakpoint
DROP INDEX IF EXISTS "files_text_search_idx";
--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN IF EXISTS "text_search";
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "text_search" tsvector GENERATED ALWAYS AS (
  to_tsvector('portuguese'::regconfig, search_pt_text(coalesce("text_content", '')))
  || to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce("text_content", '')))
) STORED;
--> statement-breakpoint
CREATE INDEX "files_text_search_idx" ON "files" USING gin ("text_search") WHERE "kind" = 'cv';
