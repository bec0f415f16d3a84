-- The version of what the workshops list shows (ADR 017): any change to the tables it reads
-- takes a new number, so an answer kept under an older number is never served again.
CREATE SEQUENCE "workshops_list_version";--> statement-breakpoint
CREATE FUNCTION "bump_workshops_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('workshops_list_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "workshops" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meetings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "substitutions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attachments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();--> statement-breakpoint
CREATE TRIGGER "workshops_list_version" AFTER UPDATE OF "firstname", "lastname" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_workshops_list_version"();
