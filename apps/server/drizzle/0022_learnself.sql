CREATE TABLE "ls_dataset_items" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"label" text NOT NULL,
	"text" text NOT NULL,
	"norm" text NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_dataset_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"train_count" integer NOT NULL,
	"test_count" integer NOT NULL,
	"label_count" integer NOT NULL,
	"test_ratio" real NOT NULL,
	"seed" integer NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bot_id" text,
	"description" text DEFAULT '' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"label_count" integer DEFAULT 0 NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_bot_models" (
	"bot_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"model_id" text,
	"previous_model_id" text,
	"published_by" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_models" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"dataset_id" text NOT NULL,
	"version_id" text NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"threshold" real,
	"evaluation" jsonb,
	"artifact" "bytea",
	"train_ms" integer,
	"job_id" text,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ls_dataset_items_label_norm_uq" ON "ls_dataset_items" USING btree ("dataset_id","label","norm");--> statement-breakpoint
CREATE INDEX "ls_dataset_items_created_idx" ON "ls_dataset_items" USING btree ("dataset_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ls_dataset_versions_uq" ON "ls_dataset_versions" USING btree ("dataset_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "ls_datasets_scope_name_uq" ON "ls_datasets" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE INDEX "ls_datasets_scope_created_idx" ON "ls_datasets" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ls_datasets_scope_updated_idx" ON "ls_datasets" USING btree ("tenant_id","app_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ls_models_scope_name_uq" ON "ls_models" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE INDEX "ls_models_scope_created_idx" ON "ls_models" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ls_models_dataset_idx" ON "ls_models" USING btree ("dataset_id");