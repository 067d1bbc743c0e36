CREATE TABLE "ls_qa_candidates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"run_id" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"source_name" text DEFAULT '' NOT NULL,
	"source_detail" text DEFAULT '' NOT NULL,
	"source_library_id" text,
	"source_at" timestamp with time zone,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"similar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" real NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"library_id" text,
	"item_id" text,
	"reviewer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_qa_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"params" jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"input_count" integer DEFAULT 0 NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"candidate_count" integer DEFAULT 0 NOT NULL,
	"grouped_count" integer DEFAULT 0 NOT NULL,
	"known_count" integer DEFAULT 0 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ls_qa_candidates" ADD CONSTRAINT "ls_qa_candidates_run_id_ls_qa_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ls_qa_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ls_qa_candidates_scope_conf_idx" ON "ls_qa_candidates" USING btree ("tenant_id","app_id","confidence","id");--> statement-breakpoint
CREATE INDEX "ls_qa_candidates_scope_created_idx" ON "ls_qa_candidates" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ls_qa_candidates_run_idx" ON "ls_qa_candidates" USING btree ("run_id","confidence","id");--> statement-breakpoint
CREATE INDEX "ls_qa_runs_scope_idx" ON "ls_qa_runs" USING btree ("tenant_id","app_id","created_at","id");