CREATE TABLE "audit_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_name" text DEFAULT '' NOT NULL,
	"channel_id" text,
	"tenant_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_blacklist" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_blacklist_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "bot_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"trade_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bot_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_tenants" (
	"engine_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	CONSTRAINT "engine_tenants_engine_id_tenant_id_pk" PRIMARY KEY("engine_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "engines" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"vendor" text NOT NULL,
	"endpoint" text DEFAULT '' NOT NULL,
	"credentials" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"last_test_at" timestamp with time zone,
	"last_test_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_sip" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"port" integer DEFAULT 5060 NOT NULL,
	"transport" text DEFAULT 'udp' NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password" text DEFAULT '' NOT NULL,
	"realm" text DEFAULT '' NOT NULL,
	"concurrency" integer DEFAULT 10 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_tenant_idx";--> statement-breakpoint
DROP INDEX "users_channel_idx";--> statement-breakpoint
DROP INDEX "tenants_channel_idx";--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "validity" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "status" text DEFAULT 'enabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "tenant_quota" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "user_quota" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "seat_quota" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "engine_tenants" ADD CONSTRAINT "engine_tenants_engine_id_engines_id_fk" FOREIGN KEY ("engine_id") REFERENCES "public"."engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_at_idx" ON "audit_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_tenant_idx" ON "audit_logs" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "platform_blacklist_created_idx" ON "platform_blacklist" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bot_cases_trade_idx" ON "bot_cases" USING btree ("trade_id","sort","id");--> statement-breakpoint
CREATE INDEX "engine_tenants_tenant_idx" ON "engine_tenants" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "engines_kind_idx" ON "engines" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "role_resources_resource_idx" ON "role_resources" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "roles_channel_idx" ON "roles" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_channel_idx" ON "users" USING btree ("channel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tenants_channel_idx" ON "tenants" USING btree ("channel_id","created_at","id");