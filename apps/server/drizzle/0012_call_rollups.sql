CREATE TABLE "call_rollup_counts" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"day" date NOT NULL,
	"direction" smallint NOT NULL,
	"task_id" text DEFAULT '' NOT NULL,
	"bot_id" text DEFAULT '' NOT NULL,
	"bot_version" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "call_rollup_counts_pk" PRIMARY KEY("tenant_id","app_id","kind","day","direction","task_id","bot_id","bot_version","item")
);
--> statement-breakpoint
CREATE TABLE "call_rollup_days" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"day" date NOT NULL,
	"direction" smallint NOT NULL,
	"task_id" text DEFAULT '' NOT NULL,
	"bot_id" text DEFAULT '' NOT NULL,
	"bot_version" integer DEFAULT 0 NOT NULL,
	"calls" bigint DEFAULT 0 NOT NULL,
	"connected" bigint DEFAULT 0 NOT NULL,
	"duration_sec" bigint DEFAULT 0 NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"transferred" bigint DEFAULT 0 NOT NULL,
	"user_hangups" bigint DEFAULT 0 NOT NULL,
	"system_hangups" bigint DEFAULT 0 NOT NULL,
	"user_turns" bigint DEFAULT 0 NOT NULL,
	"recognised_turns" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "call_rollup_days_pk" PRIMARY KEY("tenant_id","app_id","day","direction","task_id","bot_id","bot_version")
);
