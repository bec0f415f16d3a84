CREATE TABLE "survey_versions" (
	"survey_id" integer NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "survey_versions_survey_id_version_pk" PRIMARY KEY("survey_id","version")
);
--> statement-breakpoint
DROP INDEX "survey_questions_position_unique";--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD COLUMN "previous_question_id" integer;--> statement-breakpoint
ALTER TABLE "survey_sessions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_previous_question_id_survey_questions_id_fk" FOREIGN KEY ("previous_question_id") REFERENCES "public"."survey_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_version_position_unique" ON "survey_questions" USING btree ("survey_id","version","position");