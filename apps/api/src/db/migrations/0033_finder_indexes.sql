-- Issue 23 (FINDER): the recruiters' finder option boxes and the duplicate check before a registration.
--
-- users/find with an option box (PcD, talent, EU citizenship) drove from a sequential scan of every user, testing
-- the jsonb value on each (210-290 ms at 100,000 professionals). Expression indexes on the three values give the
-- planner their selectivity (ANALYZE keeps statistics for index expressions) and an index to start from, so it
-- joins the few flagged professionals to the keyword hits, or the hits to them, whichever is smaller. The
-- expressions are exactly those of professionalConditions (professional-hit-sets.ts).
CREATE INDEX IF NOT EXISTS "users_finder_pcd_idx" ON "users" (((personal_data -> 'pcdUser') ->> 'isUserPCD'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_finder_talent_idx" ON "users" (((flags -> 'talent') ->> 'status'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_finder_eu_idx" ON "users" (((flags -> 'europeanUnionCitizenship') ->> 'status'));--> statement-breakpoint

-- The same person by phone: the digits of every contact (punctuation ignored), indexed for `@> ARRAY[digits]`.
CREATE OR REPLACE FUNCTION public.contact_phone_digits(contacts jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(d) FILTER (WHERE d <> ''), '{}'::text[])
  FROM (
    SELECT regexp_replace(coalesce(c ->> 'contato', ''), '\D', '', 'g') AS d
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(contacts) = 'array' THEN contacts ELSE '[]'::jsonb END) AS c
  ) AS digits
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_digits_idx" ON "users" USING gin (public.contact_phone_digits(contacts)) WHERE deleted_at IS NULL;--> statement-breakpoint

-- The same person by LinkedIn profile: the URL reduced as normalizeLinkedinUrl (packages/domain) reduces it
-- (no scheme, query, fragment or trailing slash; lowercase; www. or a country subdomain read as linkedin.com).
CREATE OR REPLACE FUNCTION public.linkedin_profile_key(url text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    lower(regexp_replace(regexp_replace(regexp_replace(btrim(url), '^https?://', '', 'i'), '[?#].*$', ''), '/+$', '')),
    '^([a-z0-9-]+\.)*linkedin\.com', 'linkedin.com')
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_linkedin_key_idx" ON "users" (public.linkedin_profile_key(linkedin_url)) WHERE linkedin_url IS NOT NULL AND deleted_at IS NULL;
