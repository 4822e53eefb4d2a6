-- An opportunity's fase follows its candidatures (002 §4: items of the in-progress feed go to evaluation, selection
-- or presentation by fase 2, 3 or 4; 'Period definition': each later stage starts at the positive registration of
-- the previous one). Until now only the demo seed set it, so an opportunity created in the product never left
-- Recrutamento. The milestones' refresh (migration 0026, run by the statement triggers on candidatures, so for every
-- writer) now also sets fase to the latest stage whose period has started, the rule of `faseOfMilestones`
-- (packages/domain/src/opportunity/periods.ts): stage 3 or 4 met or a victory → 4, stage 2 → 3, stage 1 → 2,
-- nothing met → 0. Only rows whose fase changes are written (most candidature writes touch no opportunity).
CREATE OR REPLACE FUNCTION opportunity_fase_of(m opportunity_milestones) RETURNS smallint
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT (CASE
      WHEN m.stage3_met_on IS NOT NULL OR m.stage4_met_on IS NOT NULL OR cardinality(m.victory_days) > 0 THEN 4
      WHEN m.stage2_met_on IS NOT NULL THEN 3
      WHEN m.stage1_met_on IS NOT NULL THEN 2
      ELSE 0
    END)::smallint
  $$;
--> statement-breakpoint
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
    UPDATE opportunities o SET fase = opportunity_fase_of(m)
    FROM opportunity_milestones m
    WHERE m.opportunity_id = o.id AND o.id IN (SELECT unnest(ids))
      AND o.fase IS DISTINCT FROM opportunity_fase_of(m);
  END
  $$;
--> statement-breakpoint
-- Existing opportunities take the fase their candidatures give (those without any candidature stay in recruitment).
UPDATE opportunities o SET fase = coalesce(
  (SELECT opportunity_fase_of(m) FROM opportunity_milestones m WHERE m.opportunity_id = o.id), 0)
WHERE o.fase IS DISTINCT FROM coalesce(
  (SELECT opportunity_fase_of(m) FROM opportunity_milestones m WHERE m.opportunity_id = o.id), 0);
