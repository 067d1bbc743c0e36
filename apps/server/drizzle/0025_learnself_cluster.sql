CREATE TABLE "ls_cluster_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"params" jsonb NOT NULL,
	"input_count" integer DEFAULT 0 NOT NULL,
	"cluster_count" integer DEFAULT 0 NOT NULL,
	"unclustered" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ls_clusters" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"rank" integer NOT NULL,
	"size" integer NOT NULL,
	"occurrences" integer NOT NULL,
	"members" jsonb NOT NULL,
	"representatives" jsonb NOT NULL,
	"keywords" jsonb NOT NULL,
	"nearest_label" text,
	"nearest_similarity" real,
	"status" text DEFAULT 'open' NOT NULL,
	"added_to" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ls_cluster_runs_scope_idx" ON "ls_cluster_runs" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ls_clusters_run_idx" ON "ls_clusters" USING btree ("run_id","rank");