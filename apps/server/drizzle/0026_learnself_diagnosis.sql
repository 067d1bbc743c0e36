CREATE TABLE "ls_dataset_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"dataset_id" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_diagnoses" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"dataset_id" text NOT NULL,
	"version_id" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"accuracy" real,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"matrix" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" text,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "ls_dataset_log_dataset_idx" ON "ls_dataset_log" USING btree ("dataset_id","created_at");--> statement-breakpoint
CREATE INDEX "ls_diagnoses_scope_idx" ON "ls_diagnoses" USING btree ("tenant_id","app_id","created_at","id");