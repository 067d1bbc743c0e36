CREATE TABLE "ah_recommendations" (
	"conversation_id" text NOT NULL,
	"utterance_id" text NOT NULL,
	"script_id" text NOT NULL,
	"rank" smallint NOT NULL,
	"score" real NOT NULL,
	"why" text NOT NULL,
	"used" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ah_recommendations_conversation_id_utterance_id_script_id_pk" PRIMARY KEY("conversation_id","utterance_id","script_id")
);
--> statement-breakpoint
CREATE TABLE "ah_scripts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"scene" text NOT NULL,
	"intent" text NOT NULL,
	"questions" jsonb NOT NULL,
	"text" text NOT NULL,
	"validity" smallint DEFAULT 0 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ah_scripts_tenant_updated_idx" ON "ah_scripts" USING btree ("tenant_id","updated_at","id");