CREATE TABLE "ls_mark_items" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"pool_id" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"predictions" jsonb NOT NULL,
	"top_label" text DEFAULT '' NOT NULL,
	"top_probability" real,
	"state" text DEFAULT 'pending' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"committed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_mark_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"dataset_id" text NOT NULL,
	"model_id" text,
	"two_person" boolean DEFAULT false NOT NULL,
	"labellers" jsonb NOT NULL,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ls_marks" (
	"item_id" text NOT NULL,
	"task_id" text NOT NULL,
	"username" text NOT NULL,
	"label" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "ls_marks_item_id_username_pk" PRIMARY KEY("item_id","username")
);
--> statement-breakpoint
CREATE INDEX "ls_mark_items_task_idx" ON "ls_mark_items" USING btree ("task_id","state","seq");--> statement-breakpoint
CREATE INDEX "ls_mark_tasks_scope_idx" ON "ls_mark_tasks" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ls_marks_task_idx" ON "ls_marks" USING btree ("task_id","username");