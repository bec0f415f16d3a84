-- A change to a session moves only its workshop's version (ADR 017), not the list's global
-- one: a subscription (which changes meetings.taken_places) no longer throws away every kept
-- answer, only those showing that workshop. Statement-level triggers with transition tables,
-- so a bulk insert of sessions costs one upsert per workshop, not one per row. TRUNCATE
-- has no rows to read: it still moves the global version.
CREATE SEQUENCE "workshop_versions";--> statement-breakpoint
CREATE FUNCTION "bump_workshop_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "workshop_list_versions" ("workshop_id", "version")
    SELECT "workshop_id", nextval('workshop_versions') FROM (SELECT DISTINCT "workshop_id" FROM old_rows ORDER BY 1) AS changed
    ON CONFLICT ("workshop_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "workshop_list_versions" ("workshop_id", "version")
    SELECT "workshop_id", nextval('workshop_versions') FROM (SELECT DISTINCT "workshop_id" FROM new_rows ORDER BY 1) AS changed
    ON CONFLICT ("workshop_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "workshops_list_version" ON "meetings";--> statement-breakpoint
DROP TRIGGER "workshops_list_version" ON "meeting_subscriptions";--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER INSERT ON "meetings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshop_list_versions"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version_update" AFTER UPDATE ON "meetings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshop_list_versions"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version_delete" AFTER DELETE ON "meetings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshop_list_versions"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version_truncate" AFTER TRUNCATE ON "meetings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();--> statement-breakpoint
-- The list reads places from meetings.taken_places, kept by the row trigger on meeting_subscriptions
-- (whose update of meetings moves the workshop's version); a TRUNCATE skips that trigger.
CREATE TRIGGER "workshops_list_version_truncate" AFTER TRUNCATE ON "meeting_subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();
