CREATE TABLE "ah_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"skill_group" text DEFAULT '' NOT NULL,
	"panels" jsonb NOT NULL,
	"scenes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trigger_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bot_id" text,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_utterances" ADD COLUMN "intent" text;--> statement-breakpoint
ALTER TABLE "ah_recommendations" ADD COLUMN "via" text DEFAULT 'wording' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_profiles_tenant_group_uq" ON "ah_profiles" USING btree ("tenant_id","skill_group");