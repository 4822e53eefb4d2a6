-- Issue 27: the professional finder (users/find) keeps each keyword's hits in memory (professional-search-index.ts)
-- and must learn which professionals changed, from whichever instance or writer: their names, e-mail, channels,
-- roles, deletion, flags, PcD answer or update time (users), or their skills and CVs (professional_search_documents,
-- kept by the triggers of 0015). One message per statement on 'mosaico_professionals_changed', sent at commit:
-- `<table>:<id>,<id>…` for up to 100 professionals, `<table>` alone for more (or a TRUNCATE): then listeners read
-- everything again.
CREATE OR REPLACE FUNCTION notify_professionals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  counted int;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('mosaico_professionals_changed', TG_TABLE_NAME::text);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' AND TG_OP = 'UPDATE' THEN
    -- Only what the finder reads: a sign-in's or a setting's write elsewhere changes no answer.
    SELECT count(*), string_agg(n.id, ',') INTO counted, ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.updated_at, n.deleted_at, n.roles, n.first_name, n.last_name, n.display_name, n.email,
          n.notifications_settings, n.flags, n.personal_data -> 'pcdUser')
        IS DISTINCT FROM (o.updated_at, o.deleted_at, o.roles, o.first_name, o.last_name, o.display_name, o.email,
          o.notifications_settings, o.flags, o.personal_data -> 'pcdUser');
  ELSIF TG_TABLE_NAME = 'users' THEN
    SELECT count(*), string_agg(id, ',') INTO counted, ids FROM changed_rows;
  ELSE
    SELECT count(*), string_agg(user_id, ',') INTO counted, ids FROM changed_rows;
  END IF;
  IF counted = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('mosaico_professionals_changed',
    -- TG_TABLE_NAME is of type name (63 bytes): as text, or the message would be cut to 63 bytes.
    CASE WHEN counted <= 100 THEN TG_TABLE_NAME::text || ':' || ids ELSE TG_TABLE_NAME::text END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_professionals_inserted_notify
  AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();--> statement-breakpoint
CREATE TRIGGER users_professionals_updated_notify
  AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();--> statement-breakpoint
CREATE TRIGGER users_professionals_deleted_notify
  AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();--> statement-breakpoint
CREATE TRIGGER users_professionals_truncated_notify
  AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();--> statement-breakpoint
CREATE TRIGGER search_documents_inserted_notify
  AFTER INSERT ON professional_search_documents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();--> statement-breakpoint
CREATE TRIGGER search_documents_updated_notify
  AFTER UPDATE ON professional_search_documents REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();--> statement-breakpoint
CREATE TRIGGER search_documents_deleted_notify
  AFTER DELETE ON professional_search_documents REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();--> statement-breakpoint
CREATE TRIGGER search_documents_truncated_notify
  AFTER TRUNCATE ON professional_search_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_professionals_changed();
