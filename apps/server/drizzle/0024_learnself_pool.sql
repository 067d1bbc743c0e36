CREATE TABLE "ls_flow_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"bot_id" text,
	"channel_id" text,
	"schedule" text NOT NULL,
	"only_unrecognised" boolean NOT NULL,
	"score_max" real,
	"first_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cursor_at" timestamp with time zone,
	"cursor_id" text,
	"last_run_at" timestamp with time zone,
	"last_pooled" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_pool" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"bot_id" text DEFAULT '' NOT NULL,
	"channel_id" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"norm" text NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"recognised" boolean NOT NULL,
	"prediction" text DEFAULT '' NOT NULL,
	"score" real,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ls_flow_rules_name_uq" ON "ls_flow_rules" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ls_pool_utterance_uq" ON "ls_pool" USING btree ("tenant_id","app_id","source","bot_id","channel_id","norm");--> statement-breakpoint
CREATE INDEX "ls_pool_scope_last_idx" ON "ls_pool" USING btree ("tenant_id","app_id","last_at","id");--> statement-breakpoint
CREATE INDEX "ls_pool_scope_occ_idx" ON "ls_pool" USING btree ("tenant_id","app_id","occurrences","id");