-- Search (issue 4): one skills document per professional.
--
-- A common skill ('Inglês', 'Java') is held by tens of thousands of professionals, as one user_skills row each
-- among seven or so per person: finding them through user_skills' own index reads most of that table. This
-- table keeps every professional's skill names in one row, with its own generated tsvector (same forms as
-- user_skills.search_vector), so the finder reads one narrow row per person. Statement-level triggers on
-- user_skills keep it in step whoever writes the skills (profile edits, sign-up, recruiters, seeds), in bulk too.
-- Not in the Drizzle schema: only the search repository reads it, by SQL.
CREATE TABLE "professional_skill_documents" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "skills" text NOT NULL,
  "search_vector" tsvector GENERATED ALWAYS AS (
    to_tsvector('simple'::regconfig, public.immutable_unaccent("skills"))
    || to_tsvector('portuguese'::regconfig, search_pt_text("skills"))
    || to_tsvector('english'::regconfig, public.immutable_unaccent("skills"))
  ) STORED
);
--> statement-breakpoint
CREATE INDEX "professional_skill_documents_search_idx" ON "professional_skill_documents" USING gin ("search_vector");
--> statement-breakpoint
-- Rebuilds the documents of these professionals from their current skills (none left: no document).
CREATE OR REPLACE FUNCTION refresh_professional_skill_documents(ids text[]) RETURNS void
  LANGUAGE sql
  AS $$
    DELETE FROM professional_skill_documents d
      WHERE d.user_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM user_skills s WHERE s.user_id = d.user_id);
    INSERT INTO professional_skill_documents (user_id, skills)
      SELECT s.user_id, string_agg(s.nome || coalesce(' ' || s.nome_caption, ''), ' | ' ORDER BY s.position, s.id)
      FROM user_skills s WHERE s.user_id = ANY(ids) GROUP BY s.user_id
      ON CONFLICT (user_id) DO UPDATE SET skills = EXCLUDED.skills
        WHERE professional_skill_documents.skills IS DISTINCT FROM EXCLUDED.skills;
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_skill_documents_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_professional_skill_documents(ARRAY(SELECT DISTINCT user_id FROM new_rows));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_skill_documents_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_professional_skill_documents(
      ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_skill_documents_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM refresh_professional_skill_documents(ARRAY(SELECT DISTINCT user_id FROM old_rows));
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER "user_skills_search_inserted" AFTER INSERT ON "user_skills"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_skill_documents_inserted();
--> statement-breakpoint
CREATE TRIGGER "user_skills_search_updated" AFTER UPDATE ON "user_skills"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION professional_skill_documents_updated();
--> statement-breakpoint
CREATE TRIGGER "user_skills_search_deleted" AFTER DELETE ON "user_skills"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION professional_skill_documents_deleted();
--> statement-breakpoint
INSERT INTO "professional_skill_documents" ("user_id", "skills")
  SELECT s.user_id, string_agg(s.nome || coalesce(' ' || s.nome_caption, ''), ' | ' ORDER BY s.position, s.id)
  FROM "user_skills" s GROUP BY s.user_id;
--> statement-breakpoint
-- The finder's professionals (not deleted, not recruiters) with the tie-break order, read index-only.
CREATE INDEX "users_professionals_idx" ON "users" USING btree ("id", "updated_at")
  WHERE "deleted_at" IS NULL AND NOT ("roles" && ARRAY['rh', 'rh_manager']::text[]);
--> statement-breakpoint
CREATE INDEX "users_professionals_recent_idx" ON "users" USING btree ("updated_at" DESC, "id")
  WHERE "deleted_at" IS NULL AND NOT ("roles" && ARRAY['rh', 'rh_manager']::text[]);
