CREATE TABLE "opportunity_milestones" (
	"opportunity_id" text PRIMARY KEY NOT NULL,
	"stage1_met_on" text,
	"stage2_met_on" text,
	"stage3_met_on" text,
	"stage4_met_on" text,
	"victory_days" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_milestones" ADD CONSTRAINT "opportunity_milestones_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rebuilds the milestones of the given opportunities from their candidatures (002 §4: a stage's period turns on
-- the first positive registration of the previous stage; a victory is the day a professional became Selecionado).
-- A step counts when its key is 1–4, meetsTheRequirements is 0 and its date starts with YYYY-MM-DD (kept as
-- text, so a malformed date can never fail the candidature's write).
CREATE OR REPLACE FUNCTION opportunity_milestones_refresh(ids text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO opportunity_milestones AS m
      (opportunity_id, stage1_met_on, stage2_met_on, stage3_met_on, stage4_met_on, victory_days)
    SELECT o.id,
      min(st.day) FILTER (WHERE st.stage = 1),
      min(st.day) FILTER (WHERE st.stage = 2),
      min(st.day) FILTER (WHERE st.stage = 3),
      min(st.day) FILTER (WHERE st.stage = 4),
      ARRAY(SELECT to_char(c.date_victory AT TIME ZONE 'UTC', 'YYYY-MM-DD') FROM candidatures c
            WHERE c.opportunity_id = o.id AND c.date_victory IS NOT NULL ORDER BY 1)
    FROM opportunities o
    LEFT JOIN LATERAL (
      SELECT (s.step ->> 'key')::int AS stage, left(s.step ->> 'date', 10) AS day
      FROM candidatures c
      CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(c.steps) = 'array' THEN c.steps ELSE '[]'::jsonb END) AS s(step)
      WHERE c.opportunity_id = o.id
        AND s.step ->> 'key' IN ('1', '2', '3', '4')
        AND s.step ->> 'meetsTheRequirements' = '0'
        AND coalesce(s.step ->> 'date', '') ~ '^\d{4}-\d{2}-\d{2}'
    ) st ON true
    WHERE o.id IN (SELECT unnest(ids))
    GROUP BY o.id
    ON CONFLICT (opportunity_id) DO UPDATE SET
      stage1_met_on = EXCLUDED.stage1_met_on, stage2_met_on = EXCLUDED.stage2_met_on,
      stage3_met_on = EXCLUDED.stage3_met_on, stage4_met_on = EXCLUDED.stage4_met_on,
      victory_days = EXCLUDED.victory_days;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION opportunity_milestones_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM opportunity_milestones_refresh(ARRAY(SELECT DISTINCT opportunity_id FROM new_rows));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Only candidatures whose steps or victory changed (status, notes on other fields and counters leave them alone).
CREATE OR REPLACE FUNCTION opportunity_milestones_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM opportunity_milestones_refresh(ARRAY(
      SELECT DISTINCT n.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.steps, n.date_victory, n.opportunity_id) IS DISTINCT FROM (o.steps, o.date_victory, o.opportunity_id)
      UNION
      SELECT o.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.opportunity_id IS DISTINCT FROM o.opportunity_id));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A deleted opportunity takes its candidatures and its milestones with it: only opportunities still there.
CREATE OR REPLACE FUNCTION opportunity_milestones_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM opportunity_milestones_refresh(ARRAY(SELECT DISTINCT opportunity_id FROM old_rows));
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER opportunity_milestones_inserted AFTER INSERT ON candidatures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_milestones_inserted();
--> statement-breakpoint
CREATE TRIGGER opportunity_milestones_updated AFTER UPDATE ON candidatures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_milestones_updated();
--> statement-breakpoint
CREATE TRIGGER opportunity_milestones_deleted AFTER DELETE ON candidatures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_milestones_deleted();
--> statement-breakpoint
SELECT opportunity_milestones_refresh(ARRAY(SELECT DISTINCT opportunity_id FROM candidatures));
