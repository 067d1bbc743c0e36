CREATE TABLE "tags" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"group" text DEFAULT 'other' NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tags_scope_name_uq" ON "tags" USING btree ("tenant_id","app_id","name");--> statement-breakpoint
CREATE INDEX "tags_scope_created_idx" ON "tags" USING btree ("tenant_id","app_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tags_scope_updated_idx" ON "tags" USING btree ("tenant_id","app_id","updated_at","id");