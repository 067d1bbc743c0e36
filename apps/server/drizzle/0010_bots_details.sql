CREATE TABLE "bot_details" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"draft" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"published_version" integer,
	"created_by" text DEFAULT '' NOT NULL
);
