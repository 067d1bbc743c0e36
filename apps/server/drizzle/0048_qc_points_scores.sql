CREATE TABLE "ah_qc_hits" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"point_id" text NOT NULL,
	"point_name" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"strategy" smallint NOT NULL,
	"severity" text NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"utterance_id" text NOT NULL,
	"at_ms" integer NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"review" smallint DEFAULT 0 NOT NULL,
	"dispute_reason" text DEFAULT '' NOT NULL,
	"resolve_reason" text DEFAULT '' NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"resolver" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ah_qc_scores" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"skill_group" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"due" boolean DEFAULT true NOT NULL,
	"score" real DEFAULT 100 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"disputed" integer DEFAULT 0 NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ah_qc_rules" ADD COLUMN "mode" text DEFAULT 'realtime' NOT NULL;--> statement-breakpoint
ALTER TABLE "ah_qc_rules" ADD COLUMN "strategy" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ah_qc_rules" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ah_qc_rules" ADD COLUMN "cap" integer;--> statement-breakpoint
ALTER TABLE "ah_qc_rules" ADD COLUMN "pattern" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ah_qc_hits_once_uq" ON "ah_qc_hits" USING btree ("conversation_id","point_id","utterance_id");--> statement-breakpoint
CREATE INDEX "ah_qc_hits_point_idx" ON "ah_qc_hits" USING btree ("tenant_id","point_id","started_at");--> statement-breakpoint
CREATE INDEX "ah_qc_scores_started_idx" ON "ah_qc_scores" USING btree ("tenant_id","started_at","conversation_id");--> statement-breakpoint
CREATE INDEX "ah_qc_scores_due_idx" ON "ah_qc_scores" USING btree ("tenant_id","due");