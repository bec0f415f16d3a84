-- Who took part in a workshop (ADR 036): a pair (workshop, member) exists while the member has
-- at least one row of meeting_subscriptions in the workshop's sessions, left or not. A row
-- trigger keeps it in step with every write, the API's and the seed's or tests' alike.
CREATE FUNCTION "track_workshop_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- Read from the member's remaining rows, not from OLD's session: when a session is
    -- deleted its subscriptions go after it, and its row is no longer there to read.
    DELETE FROM "workshop_members" AS wm
    WHERE wm."user_id" = OLD.user_id
      AND NOT EXISTS (
        SELECT 1 FROM "meeting_subscriptions" AS ms
        JOIN "meetings" AS m ON m."id" = ms."meeting_id"
        WHERE ms."user_id" = OLD.user_id AND m."workshop_id" = wm."workshop_id"
      );
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "workshop_members" ("workshop_id", "user_id")
    SELECT m."workshop_id", NEW.user_id FROM "meetings" AS m WHERE m."id" = NEW.meeting_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meeting_subscriptions_workshop_members" AFTER INSERT OR DELETE OR UPDATE OF "meeting_id", "user_id" ON "meeting_subscriptions" FOR EACH ROW EXECUTE FUNCTION "track_workshop_members"();--> statement-breakpoint
INSERT INTO "workshop_members" ("workshop_id", "user_id")
SELECT DISTINCT m."workshop_id", ms."user_id"
FROM "meeting_subscriptions" AS ms JOIN "meetings" AS m ON m."id" = ms."meeting_id"
ON CONFLICT DO NOTHING;
