-- Search (issue 4): generated full-text and trigram columns with their indexes.
--
-- Every text is unaccented (public.immutable_unaccent, migration 0000) before it is parsed, so 'joao' finds
-- 'João', and parsed with the 'portuguese' and 'english' configurations so both languages' plurals and
-- inflections meet their stems ('desenvolvedores' → 'Desenvolvedor', 'engineers' → 'Engineer'). Short fields
-- (titles, names, skills, criteria) are also kept unstemmed ('simple') so stop words of either language that
-- are real terms (IT, TI, Go) still match. Weights: A title, B client/careers/criteria, C details.
-- The columns are not in the Drizzle schema on purpose: only the search repository reads them, by SQL.

ALTER TABLE "opportunities" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, public.immutable_unaccent(coalesce("titulo", ''))), 'A')
  || setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(coalesce("titulo", ''))), 'A')
  || setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce("titulo", ''))), 'A')
  || setweight(to_tsvector('simple'::regconfig, public.immutable_unaccent(
       coalesce("client", '') || ' '
       || jsonb_path_query_array("careers", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].nome')::text || ' '
       || jsonb_path_query_array("criterias", '$[*].termos[*]')::text)), 'B')
  || setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(
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
  || setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(regexp_replace(regexp_replace(
       coalesce("detalhes", '') || ' ' || coalesce("detalhes_en", ''),
       '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'))), 'C')
  || setweight(to_tsvector('english'::regconfig, public.immutable_unaccent(regexp_replace(regexp_replace(
       coalesce("detalhes", '') || ' ' || coalesce("detalhes_en", ''),
       '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'))), 'C')
) STORED;
--> statement-breakpoint
-- Lower-case unaccented title for prefix, infix and typo-tolerant matching with pg_trgm.
ALTER TABLE "opportunities" ADD COLUMN "search_title" text GENERATED ALWAYS AS (
  public.immutable_unaccent(lower(coalesce("titulo", '')))
) STORED;
--> statement-breakpoint
CREATE INDEX "opportunities_search_vector_idx" ON "opportunities" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "opportunities_search_title_trgm_idx" ON "opportunities" USING gin ("search_title" gin_trgm_ops);
--> statement-breakpoint
-- Recent-first listings of what professionals may see (home sections, visitor search without keywords).
CREATE INDEX "opportunities_available_recent_idx" ON "opportunities" USING btree ("publication_date" DESC NULLS LAST, "created_at" DESC)
  WHERE "is_public" AND NOT "is_finished" AND "quantidade_vagas" <> 0;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, public.immutable_unaccent(
    coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("display_name", '') || ' '
    || coalesce("email", '')))
) STORED;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (
  public.immutable_unaccent(lower(
    coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("display_name", '') || ' '
    || coalesce("email", '')))
) STORED;
--> statement-breakpoint
CREATE INDEX "users_search_vector_idx" ON "users" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "user_skills" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, public.immutable_unaccent(coalesce("nome", '') || ' ' || coalesce("nome_caption", '')))
  || to_tsvector('portuguese'::regconfig, public.immutable_unaccent(coalesce("nome", '') || ' ' || coalesce("nome_caption", '')))
  || to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce("nome", '') || ' ' || coalesce("nome_caption", '')))
) STORED;
--> statement-breakpoint
CREATE INDEX "user_skills_search_vector_idx" ON "user_skills" USING gin ("search_vector");
--> statement-breakpoint
-- CV text: long, so stemmed forms only (no 'simple' copy).
ALTER TABLE "files" ADD COLUMN "text_search" tsvector GENERATED ALWAYS AS (
  to_tsvector('portuguese'::regconfig, public.immutable_unaccent(coalesce("text_content", '')))
  || to_tsvector('english'::regconfig, public.immutable_unaccent(coalesce("text_content", '')))
) STORED;
--> statement-breakpoint
CREATE INDEX "files_text_search_idx" ON "files" USING gin ("text_search") WHERE "kind" = 'cv';
