CREATE TABLE "editor_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"file_id" text,
	"served_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"bot_type" smallint NOT NULL,
	"share" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"line_number" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"concurrency" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"channel_type" smallint DEFAULT 0 NOT NULL,
	"bot_id" text,
	"welcome_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_trades" (
	"domain_id" text NOT NULL,
	"trade_id" text NOT NULL,
	CONSTRAINT "domain_trades_domain_id_trade_id_pk" PRIMARY KEY("domain_id","trade_id")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_trades" ADD CONSTRAINT "domain_trades_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_trades" ADD CONSTRAINT "domain_trades_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_uploads_scope_idx" ON "editor_uploads" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "editor_uploads_served_idx" ON "editor_uploads" USING btree ("served_name");--> statement-breakpoint
CREATE INDEX "bots_scope_type_idx" ON "bots" USING btree ("tenant_id","bot_type","updated_at","id");--> statement-breakpoint
CREATE INDEX "bots_scope_updated_idx" ON "bots" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "call_channels_scope_idx" ON "call_channels" USING btree ("tenant_id","status","name","id");--> statement-breakpoint
CREATE INDEX "text_channels_scope_idx" ON "text_channels" USING btree ("tenant_id","channel_type","name","id");--> statement-breakpoint
CREATE INDEX "domain_trades_trade_idx" ON "domain_trades" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "trades_parent_sort_idx" ON "trades" USING btree ("parent_id","sort","id");