CREATE TABLE "ah_thresholds" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"skill_group" text DEFAULT '' NOT NULL,
	"silence_seconds" real,
	"speech_rate" real,
	"overlap_ms" integer,
	"repeat_seconds" integer,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ah_thresholds_tenant_group_uq" ON "ah_thresholds" USING btree ("tenant_id","skill_group");