CREATE TABLE "carer_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"young_id" integer NOT NULL,
	"carer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carer_link_requests" ADD CONSTRAINT "carer_link_requests_young_id_users_id_fk" FOREIGN KEY ("young_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carer_link_requests" ADD CONSTRAINT "carer_link_requests_carer_id_users_id_fk" FOREIGN KEY ("carer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carer_link_requests_token_hash_unique" ON "carer_link_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "carer_link_requests_young_idx" ON "carer_link_requests" USING btree ("young_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_hash_unique" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");