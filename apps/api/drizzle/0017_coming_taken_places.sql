ALTER TABLE "workshop_list_versions" ADD COLUMN "coming_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workshop_list_versions" ADD COLUMN "coming_taken" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "workshop_list_versions_coming_since_idx" ON "workshop_list_versions" USING btree ("coming_since");