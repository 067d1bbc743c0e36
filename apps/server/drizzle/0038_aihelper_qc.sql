CREATE TABLE "ah_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"rule_name" text NOT NULL,
	"kind" text NOT NULL,
	"severity" text NOT NULL,
	"utterance_id" text NOT NULL,
	"at_ms" integer NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_qc_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"speaker" text NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phase" text,
	"within_seconds" integer,
	"threshold" real,
	"severity" text NOT NULL,
	"validity" smallint DEFAULT 0 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ah_alerts_once_uq" ON "ah_alerts" USING btree ("conversation_id","rule_id","utterance_id");--> statement-breakpoint
CREATE INDEX "ah_alerts_conversation_idx" ON "ah_alerts" USING btree ("conversation_id","at_ms");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_qc_rules_tenant_name_uq" ON "ah_qc_rules" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "ah_qc_rules_tenant_created_idx" ON "ah_qc_rules" USING btree ("tenant_id","created_at","id");