-- The places taken in a session (ADR 027): a row of meeting_subscriptions takes one while it is
-- validated and not cancelled. A row-level trigger keeps meetings.taken_places in step with
-- every write, the API's and the seed's or tests' direct inserts alike; the check on meetings
-- refuses any write that would take more places than the session has.
CREATE FUNCTION "count_meeting_taken_places"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_takes boolean := TG_OP <> 'INSERT' AND OLD.status = 'validated' AND OLD.unsubscribed_at IS NULL;
  new_takes boolean := TG_OP <> 'DELETE' AND NEW.status = 'validated' AND NEW.unsubscribed_at IS NULL;
BEGIN
  IF old_takes AND new_takes AND OLD.meeting_id = NEW.meeting_id THEN
    RETURN NULL;
  END IF;
  IF old_takes THEN
    UPDATE "meetings" SET "taken_places" = "taken_places" - 1 WHERE "id" = OLD.meeting_id;
  END IF;
  IF new_takes THEN
    UPDATE "meetings" SET "taken_places" = "taken_places" + 1 WHERE "id" = NEW.meeting_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "meeting_taken_places" AFTER INSERT OR UPDATE OR DELETE ON "meeting_subscriptions" FOR EACH ROW EXECUTE FUNCTION "count_meeting_taken_places"();--> statement-breakpoint
UPDATE "meetings" SET "taken_places" = counted.taken
FROM (
  SELECT "meeting_id", count(*)::int AS taken FROM "meeting_subscriptions"
  WHERE "status" = 'validated' AND "unsubscribed_at" IS NULL
  GROUP BY "meeting_id"
) AS counted
WHERE counted."meeting_id" = "meetings"."id";
