CREATE TABLE "kb_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"library_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_items" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"library_id" text NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"similar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"answer" text NOT NULL,
	"category_id" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"validity" smallint DEFAULT 0 NOT NULL,
	"effective_from" timestamp with time zone,
	"effective_to" timestamp with time zone,
	"creator" text DEFAULT '' NOT NULL,
	"updater" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_libraries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_opera_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_nick" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text DEFAULT '' NOT NULL,
	"library_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "kb_categories_library_idx" ON "kb_categories" USING btree ("tenant_id","library_id","sort","id");--> statement-breakpoint
CREATE INDEX "kb_categories_parent_idx" ON "kb_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_items_library_question_uq" ON "kb_items" USING btree ("tenant_id","library_id","question");--> statement-breakpoint
CREATE INDEX "kb_items_library_updated_idx" ON "kb_items" USING btree ("tenant_id","library_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "kb_items_category_idx" ON "kb_items" USING btree ("tenant_id","library_id","category_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "kb_items_tags_idx" ON "kb_items" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "kb_items_search_trgm_idx" ON "kb_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "kb_libraries_scope_name_uq" ON "kb_libraries" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE INDEX "kb_libraries_scope_created_idx" ON "kb_libraries" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "kb_libraries_scope_updated_idx" ON "kb_libraries" USING btree ("tenant_id","app_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "kb_opera_logs_scope_at_idx" ON "kb_opera_logs" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "kb_opera_logs_actor_idx" ON "kb_opera_logs" USING btree ("tenant_id","app_id","actor_name","created_at");