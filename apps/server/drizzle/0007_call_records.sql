CREATE TABLE "call_records" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"direction" smallint NOT NULL,
	"task_id" text,
	"bot_id" text,
	"bot_version" integer,
	"customer_id" text,
	"phone" text NOT NULL,
	"line_number" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"cause_code" integer NOT NULL,
	"cause_type" integer DEFAULT 0 NOT NULL,
	"result_class" text NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"intention_level" text,
	"transferred" boolean DEFAULT false NOT NULL,
	"hangup_by" text,
	"hangup_node_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "call_records_tenant_started_idx" ON "call_records" USING btree ("tenant_id","started_at","id");--> statement-breakpoint
CREATE INDEX "call_records_started_idx" ON "call_records" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "call_records_task_idx" ON "call_records" USING btree ("tenant_id","task_id","started_at");