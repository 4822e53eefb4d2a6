-- Issue 25 item 7: the recruitment report of a year reads every phase move of the period's opportunities (about
-- 40,000 at the scale data). The partial index of 0035/0036 found them, but each row was then fetched from the
-- table, where the moves lie scattered among every other change (241,000 rows): most of the statement's time. The
-- index now carries the columns the report reads, so the moves come from the index alone (an index-only scan, in
-- opportunity and recorded order, merged with the period's opportunities without a sort).
DROP INDEX IF EXISTS candidature_transitions_moves_idx;--> statement-breakpoint
CREATE INDEX candidature_transitions_moves_idx ON candidature_transitions (opportunity_id, id)
  INCLUDE (step_day, occurred_at, opportunity_phase, responsible_id, squad_id) WHERE moves_phase;
