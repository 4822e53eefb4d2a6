-- Issue 24: the talent board keeps every talent's order keys in memory (talent-board-keys.ts) and must learn what
-- changed, from whichever instance or writer: a talent's group, recruiter or entry (talents), a group's name
-- (talent_groups) or an evaluation (user_evaluations). Names, flags, deletion and skills already reach it through
-- 'mosaico_professionals_changed' (0044). One message per statement on 'mosaico_talents_changed', sent at commit:
-- `<table>:<user id>,<user id>…` for up to 100 professionals, `<table>` alone for more, for a group's change or a
-- TRUNCATE: then listeners read every talent again.
CREATE OR REPLACE FUNCTION notify_talents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  counted int;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'talent_groups' THEN
    PERFORM pg_notify('mosaico_talents_changed', TG_TABLE_NAME::text);
    RETURN NULL;
  END IF;
  -- An update names the professionals before and after it (an evaluation moved to another professional).
  IF TG_TABLE_NAME = 'talents' AND TG_OP = 'UPDATE' THEN
    SELECT count(*), string_agg(id, ',') INTO counted, ids
      FROM (SELECT user_id AS id FROM changed_rows UNION SELECT user_id FROM old_rows) c;
  ELSIF TG_TABLE_NAME = 'talents' THEN
    SELECT count(*), string_agg(id, ',') INTO counted, ids FROM (SELECT DISTINCT user_id AS id FROM changed_rows) c;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT count(*), string_agg(id, ',') INTO counted, ids
      FROM (SELECT professional_id AS id FROM changed_rows UNION SELECT professional_id FROM old_rows) c;
  ELSE
    SELECT count(*), string_agg(id, ',') INTO counted, ids
      FROM (SELECT DISTINCT professional_id AS id FROM changed_rows) c;
  END IF;
  IF counted = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('mosaico_talents_changed',
    CASE WHEN counted <= 100 THEN TG_TABLE_NAME::text || ':' || ids ELSE TG_TABLE_NAME::text END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER talents_inserted_notify
  AFTER INSERT ON talents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER talents_updated_notify
  AFTER UPDATE ON talents REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER talents_deleted_notify
  AFTER DELETE ON talents REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER talents_truncated_notify
  AFTER TRUNCATE ON talents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER talent_groups_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON talent_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER user_evaluations_inserted_notify
  AFTER INSERT ON user_evaluations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER user_evaluations_updated_notify
  AFTER UPDATE ON user_evaluations REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER user_evaluations_deleted_notify
  AFTER DELETE ON user_evaluations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();--> statement-breakpoint
CREATE TRIGGER user_evaluations_truncated_notify
  AFTER TRUNCATE ON user_evaluations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_talents_changed();
