CREATE TABLE "callback_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"record_id" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"response_status" integer,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_attributes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"required" smallint DEFAULT 0 NOT NULL,
	"options" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_blacklist" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intention_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"validity" smallint DEFAULT 0 NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'simulated' NOT NULL,
	"concurrency" integer DEFAULT 10 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"simulation" jsonb,
	"inbound_bot_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aicall_settings" (
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"asr_engine_id" text,
	"tts_engine_id" text,
	"max_concurrency" integer DEFAULT 20 NOT NULL,
	"callback_url" text DEFAULT '' NOT NULL,
	"callback_secret" text DEFAULT '' NOT NULL,
	"callback_enabled" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aicall_settings_tenant_id_app_id_pk" PRIMARY KEY("tenant_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"template_id" text,
	"phone" text NOT NULL,
	"content" text NOT NULL,
	"record_id" text,
	"task_id" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"attempt_no" integer NOT NULL,
	"line_id" text,
	"worker_id" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'dialling' NOT NULL,
	"record_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbound_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"bot_id" text NOT NULL,
	"bot_version" integer NOT NULL,
	"line_ids" text[] DEFAULT '{}' NOT NULL,
	"execution" jsonb NOT NULL,
	"windows" jsonb NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"concurrency" integer DEFAULT 1 NOT NULL,
	"redial" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'notStarted' NOT NULL,
	"customer_count" integer DEFAULT 0 NOT NULL,
	"dialled_count" integer DEFAULT 0 NOT NULL,
	"connected_count" integer DEFAULT 0 NOT NULL,
	"finished_count" integer DEFAULT 0 NOT NULL,
	"copied_from" text,
	"created_by" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_customers" (
	"task_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_result_class" text,
	"last_record_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_customers_task_id_customer_id_pk" PRIMARY KEY("task_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "bot_versions" (
	"bot_id" text NOT NULL,
	"version" integer NOT NULL,
	"tenant_id" text NOT NULL,
	"flow" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"published_by" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_versions_bot_id_version_pk" PRIMARY KEY("bot_id","version")
);
--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "hangup_node_name" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "attempt_no" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "line_id" text;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "transcript" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "intents" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_records" ADD COLUMN "recording_file_id" text;--> statement-breakpoint
CREATE INDEX "callback_deliveries_due_idx" ON "callback_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "callback_deliveries_scope_created_idx" ON "callback_deliveries" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_attributes_scope_name_uq" ON "customer_attributes" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_blacklist_scope_phone_uq" ON "customer_blacklist" USING btree ("tenant_id","app_id","phone");--> statement-breakpoint
CREATE INDEX "customer_blacklist_scope_created_idx" ON "customer_blacklist" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_scope_phone_uq" ON "customers" USING btree ("tenant_id","app_id","phone");--> statement-breakpoint
CREATE INDEX "customers_scope_created_idx" ON "customers" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "intention_levels_scope_idx" ON "intention_levels" USING btree ("tenant_id","app_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "call_lines_scope_number_uq" ON "call_lines" USING btree ("tenant_id","app_id","number");--> statement-breakpoint
CREATE INDEX "call_lines_scope_created_idx" ON "call_lines" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_scope_created_idx" ON "sms_outbox" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates_scope_name_uq" ON "sms_templates" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "call_attempts_once_uq" ON "call_attempts" USING btree ("task_id","customer_id","attempt_no");--> statement-breakpoint
CREATE INDEX "call_attempts_state_idx" ON "call_attempts" USING btree ("state","tenant_id");--> statement-breakpoint
CREATE INDEX "outbound_tasks_scope_created_idx" ON "outbound_tasks" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outbound_tasks_status_idx" ON "outbound_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "task_customers_due_idx" ON "task_customers" USING btree ("task_id","status","next_attempt_at");