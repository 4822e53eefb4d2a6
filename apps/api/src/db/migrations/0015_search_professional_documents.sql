-- Search (issue 4): one search document per professional, skills and CV text together.
--
-- Migration 0009 kept one skills document per professional; CVs were still read per file (files.text_search,
-- then de-duplicated per owner). With both in one row, a keyword list is one GIN probe on the document
-- (skills || CVs, every keyword at once), and each candidate row says by itself whether a keyword is in its
-- skills or in its CVs: no second hit set to read and join for the CVs, no hit set per keyword.
-- The vectors are stripped of positions (the finder's tsqueries AND and OR lexemes, never phrases; phrases in
-- CVs are checked on files.text_search by cvTermsFor), which keeps the rows narrow.
-- This table replaces professional_skill_documents; statement-level triggers on user_skills and on files keep
-- it in step whoever writes them, in bulk too. Not in the Drizzle schema: only the search repository reads it.
CREATE AGGREGATE tsvector_concat_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
--> statement-breakpoint
CREATE TABLE "professional_search_documents" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "skills" text NOT NULL DEFAULT '',
  "skills_vector" tsvector GENERATED ALWAYS AS (strip(
    to_tsvector('simple'::regconfig, public.immutable_unaccent("skills"))
    || to_tsvector('portuguese'::regconfig, search_pt_text("skills"))
    || to_tsvector('english'::regconfig, public.immutable_unaccent("skills"))
  )) STORED,
  -- The attached CVs' files.text_search, concatenated and stripped.
  "cv_vector" tsvector NOT NULL DEFAULT ''
);
--> statement-breakpoint
CREATE INDEX "professional_search_documents_search_idx" ON "professional_search_documents"
  USING gin (("skills_vector" || "cv_vector"));
--> statement-breakpoint
-- Rebuilds the documents of these professionals from their current skills and attached CVs (neither: none).
CREATE OR REPLACE FUNCTION refresh_professional_search_documents(ids text[]) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM professional_search_documents d
      WHERE d.user_id = ANY(ids)
        AND NOT EXISTS (SELECT 1 FROM user_skills s WHERE s.user_id = d.user_id)
        AND NOT EXISTS (SELECT 1 FROM files f
          WHERE f.owner_id = d.user_id AND f.kind = 'cv' AND f.attached_at IS NOT NULL);
    INSERT INTO professional_search_documents (user_id, skills, cv_vector)
      SELECT p.id,
        coalesce((SELECT string_agg(s.nome || coalesce(' ' || s.nome_caption, ''), ' | ' ORDER BY s.position, s.id)
          FROM user_skills s WHERE s.user_id = p.id), ''),
        coalesce((SELECT strip(tsvector_concat_agg(f.text_search ORDER BY f.id))
          FROM files f WHERE f.owner_id = p.id AND f.kind = 'cv' AND f.attached_at IS NOT NULL), '')
      FROM (SELECT DISTINCT unnest(ids) AS id) AS p
      WHERE EXISTS (SELECT 1 FROM user_skills s WHERE s.user_id = p.id)
        OR EXISTS (SELECT 1 FROM files f WHERE f.owner_id = p.id AND f.kind = 'cv' AND f.attached_at IS NOT NULL)
      ON CONFLICT (user_id) DO UPDATE SET skills = EXCLUDED.skills, cv_vector = EXCLUDED.cv_vector
        WHERE professional_search_documents.skills IS DISTINCT FROM EXCLUDED.skills
          OR professional_search_documents.cv_vector IS DISTINCT FROM EXCLUDED.cv_vector;
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_search_documents_skills_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_professional_search_documents(ARRAY(SELECT user_id FROM new_rows));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM refresh_professional_search_documents(
        ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
    ELSE
      PERFORM refresh_professional_search_documents(ARRAY(SELECT user_id FROM old_rows));
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- Files of other kinds (photos, documents) leave the documents alone.
CREATE OR REPLACE FUNCTION professional_search_documents_files_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_professional_search_documents(
        ARRAY(SELECT owner_id FROM new_rows WHERE kind = 'cv' AND owner_id IS NOT NULL));
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM refresh_professional_search_documents(ARRAY(
        SELECT owner_id FROM new_rows WHERE kind = 'cv' AND owner_id IS NOT NULL
        UNION SELECT owner_id FROM old_rows WHERE kind = 'cv' AND owner_id IS NOT NULL));
    ELSE
      PERFORM refresh_professional_search_documents(
        ARRAY(SELECT owner_id FROM old_rows WHERE kind = 'cv' AND owner_id IS NOT NULL));
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_skills_search_inserted" ON "user_skills";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_skills_search_updated" ON "user_skills";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_skills_search_deleted" ON "user_skills";
--> statement-breakpoint
DROP FUNCTION IF EXISTS professional_skill_documents_inserted();
--> statement-breakpoint
DROP FUNCTION IF EXISTS professional_skill_documents_updated();
--> statement-breakpoint
DROP FUNCTION IF EXISTS professional_skill_documents_deleted();
--> statement-breakpoint
DROP FUNCTION IF EXISTS refresh_professional_skill_documents(text[]);
--> statement-breakpoint
DROP TABLE IF EXISTS "professional_skill_documents";
--> statement-breakpoint
CREATE TRIGGER "user_skills_search_inserted" AFTER INSERT ON "user_skills"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_documents_skills_changed();
--> statement-breakpoint
CREATE TRIGGER "user_skills_search_updated" AFTER UPDATE ON "user_skills"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION professional_search_documents_skills_changed();
--> statement-breakpoint
CREATE TRIGGER "user_skills_search_deleted" AFTER DELETE ON "user_skills"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_documents_skills_changed();
--> statement-breakpoint
CREATE TRIGGER "files_search_inserted" AFTER INSERT ON "files"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_documents_files_changed();
--> statement-breakpoint
CREATE TRIGGER "files_search_updated" AFTER UPDATE ON "files"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION professional_search_documents_files_changed();
--> statement-breakpoint
CREATE TRIGGER "files_search_deleted" AFTER DELETE ON "files"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_search_documents_files_changed();
--> statement-breakpoint
INSERT INTO "professional_search_documents" ("user_id", "skills", "cv_vector")
  SELECT p.user_id,
    coalesce(s.skills, ''),
    coalesce(c.cv_vector, '')
  FROM (
    SELECT user_id FROM "user_skills"
    UNION SELECT owner_id FROM "files" WHERE kind = 'cv' AND attached_at IS NOT NULL AND owner_id IS NOT NULL
  ) AS p
  LEFT JOIN (
    SELECT user_id, string_agg(nome || coalesce(' ' || nome_caption, ''), ' | ' ORDER BY position, id) AS skills
    FROM "user_skills" GROUP BY user_id
  ) AS s ON s.user_id = p.user_id
  LEFT JOIN (
    SELECT owner_id, strip(tsvector_concat_agg(text_search ORDER BY id)) AS cv_vector
    FROM "files" WHERE kind = 'cv' AND attached_at IS NOT NULL AND owner_id IS NOT NULL GROUP BY owner_id
  ) AS c ON c.owner_id = p.user_id;
