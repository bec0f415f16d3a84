-- « Mes adhérents » (ADR 051): each pair (workshop, member) carries the member's creation date
-- and whether the member is listed (role user, not archived), so the pro's page of members,
-- sorted by creation date, is chosen from one index of this table instead of reading every
-- member's row of users. The subscription trigger copies both when it adds a pair; a trigger
-- on users follows a change of role, archiving or creation date.
ALTER TABLE "workshop_members" ADD COLUMN "user_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workshop_members" ADD COLUMN "listed" boolean;--> statement-breakpoint
UPDATE "workshop_members" AS wm SET "user_created_at" = u."created_at", "listed" = (u."role" = 'user' AND NOT u."is_archived")
FROM "users" AS u WHERE u."id" = wm."user_id";--> statement-breakpoint
ALTER TABLE "workshop_members" ALTER COLUMN "user_created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_members" ALTER COLUMN "listed" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "workshop_members_listed_idx" ON "workshop_members" USING btree ("workshop_id","user_created_at","user_id") WHERE "workshop_members"."listed";--> statement-breakpoint
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
      );
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "workshop_members" ("workshop_id", "user_id", "user_created_at", "listed")
    SELECT m."workshop_id", u."id", u."created_at", (u."role" = 'user' AND NOT u."is_archived")
    FROM "meetings" AS m JOIN "users" AS u ON u."id" = NEW.user_id
    WHERE m."id" = NEW.meeting_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "track_workshop_members_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workshop_members"
  SET "user_created_at" = NEW."created_at", "listed" = (NEW."role" = 'user' AND NOT NEW."is_archived")
  WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_workshop_members_listed" AFTER UPDATE OF "role", "is_archived", "created_at" ON "users"
FOR EACH ROW
WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."is_archived" IS DISTINCT FROM NEW."is_archived" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "track_workshop_members_listed"();
