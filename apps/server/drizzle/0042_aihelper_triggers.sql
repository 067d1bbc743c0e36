CREATE TABLE "ah_trigger_fires" (
	"conversation_id" text NOT NULL,
	"trigger_id" text NOT NULL,
	"name" text NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"fired_at_ms" integer,
	"utterance_id" text,
	"actions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ah_trigger_fires_conversation_id_trigger_id_pk" PRIMARY KEY("conversation_id","trigger_id")
);
--> statement-breakpoint
CREATE TABLE "ah_triggers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"event" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"validity" smallint DEFAULT 0 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ah_conversations" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_triggers_tenant_name_uq" ON "ah_triggers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "ah_triggers_tenant_created_idx" ON "ah_triggers" USING btree ("tenant_id","created_at","id");