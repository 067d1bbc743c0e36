CREATE TABLE "kb_hit_test" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"asked_by" text NOT NULL,
	"question" text NOT NULL,
	"all_libraries" boolean NOT NULL,
	"library_ids" jsonb NOT NULL,
	"top_n" smallint NOT NULL,
	"outcome" text NOT NULL,
	"top_score" real,
	"result" jsonb NOT NULL,
	"rerun_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kb_hit_test_scope_created_idx" ON "kb_hit_test" USING btree ("tenant_id","app_id","created_at","id");