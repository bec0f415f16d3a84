-- Who took part in a workshop, for a pro's rights (ADR 058): a pair (workshop, member) of
-- workshop_members now needs a row of meeting_subscriptions the member made herself
-- (booked_by null) or the staff made for her; a row a pro made does not make the member one of
-- the pro's members. Rows written before booked_by existed are the member's own, so the pairs
-- already there stand.
CREATE OR REPLACE FUNCTION "track_workshop_members"() RETURNS trigger LANGUAGE plpgsql AS $$
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
          AND (ms."booked_by" IS NULL OR EXISTS (SELECT 1 FROM "users" AS b WHERE b."id" = ms."booked_by" AND b."role" = 'admin'))
      );
  END IF;
  IF TG_OP <> 'DELETE'
    AND (NEW.booked_by IS NULL OR EXISTS (SELECT 1 FROM "users" AS b WHERE b."id" = NEW.booked_by AND b."role" = 'admin')) THEN
    INSERT INTO "workshop_members" ("workshop_id", "user_id", "user_created_at", "listed")
    SELECT m."workshop_id", u."id", u."created_at", (u."role" = 'user' AND NOT u."is_archived")
    FROM "meetings" AS m JOIN "users" AS u ON u."id" = NEW.user_id
    WHERE m."id" = NEW.meeting_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "meeting_subscriptions_workshop_members" ON "meeting_subscriptions";--> statement-breakpoint
CREATE TRIGGER "meeting_subscriptions_workshop_members" AFTER INSERT OR DELETE OR UPDATE OF "meeting_id", "user_id", "booked_by" ON "meeting_subscriptions" FOR EACH ROW EXECUTE FUNCTION "track_workshop_members"();
