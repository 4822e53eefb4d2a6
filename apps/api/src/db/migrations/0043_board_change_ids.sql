-- Issue 27 item 2: the opportunity kanban keeps every open opportunity in memory and, after a change, reads again
-- only the opportunities the change touched (10,000 rows read and built again took 100–300 ms). The notifications of
-- migrations 0016 and 0027 now name them: `<operation>:<id>,<id>…` for an opportunity change and
-- `opportunity_milestones:<opportunity id>,…` for a milestones change, up to 100 ids; a statement that touched more
-- (or a TRUNCATE) sends the payload without ids, as before, and a listener reads everything again. Still one
-- message per statement, sent at commit. Listeners that empty their caches on any message are unchanged.
CREATE OR REPLACE FUNCTION notify_opportunities_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT CASE WHEN count(*) <= 100 THEN coalesce(string_agg(id, ','), '') END INTO ids FROM changed_rows;
  PERFORM pg_notify('mosaico_opportunities_changed', CASE WHEN ids IS NULL THEN TG_OP ELSE TG_OP || ':' || ids END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A trigger with transition tables answers one event, so the one trigger of 0016 becomes four; the update's keeps its
-- name (the cache tests turn it off by name to show an answer came from a cache).
DROP TRIGGER IF EXISTS opportunities_changed_notify ON opportunities;--> statement-breakpoint
CREATE TRIGGER opportunities_changed_notify
  AFTER UPDATE ON opportunities REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opportunities_rows_changed();--> statement-breakpoint
CREATE TRIGGER opportunities_inserted_notify
  AFTER INSERT ON opportunities REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opportunities_rows_changed();--> statement-breakpoint
CREATE TRIGGER opportunities_deleted_notify
  AFTER DELETE ON opportunities REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opportunities_rows_changed();--> statement-breakpoint
-- A TRUNCATE has no transition table: its message names no ids (TG_OP alone), so listeners read everything again.
CREATE TRIGGER opportunities_truncated_notify
  AFTER TRUNCATE ON opportunities
  FOR EACH STATEMENT EXECUTE FUNCTION notify_opportunities_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_board_milestones_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT CASE WHEN count(*) <= 100 THEN coalesce(string_agg(opportunity_id, ','), '') END INTO ids
    FROM changed_rows;
  PERFORM pg_notify('mosaico_board_changed',
    CASE WHEN ids IS NULL THEN TG_TABLE_NAME ELSE TG_TABLE_NAME || ':' || ids END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS board_changed_milestones ON opportunity_milestones;--> statement-breakpoint
CREATE TRIGGER board_milestones_inserted
  AFTER INSERT ON opportunity_milestones REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_board_milestones_changed();--> statement-breakpoint
CREATE TRIGGER board_milestones_updated
  AFTER UPDATE ON opportunity_milestones REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_board_milestones_changed();--> statement-breakpoint
CREATE TRIGGER board_milestones_deleted
  AFTER DELETE ON opportunity_milestones REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_board_milestones_changed();--> statement-breakpoint
CREATE TRIGGER board_milestones_truncated
  AFTER TRUNCATE ON opportunity_milestones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_board_changed();
