CREATE TABLE "workshop_list_versions" (
	"workshop_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
