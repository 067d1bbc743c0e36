CREATE TABLE "text_bind_codes" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_channel_bindings" (
	"tenant_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"account" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_channel_bindings_pk" PRIMARY KEY("channel_id","account")
);
--> statement-breakpoint
CREATE TABLE "text_rollup_days" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"day" date NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" smallint NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	"rounds" bigint DEFAULT 0 NOT NULL,
	"solved" bigint DEFAULT 0 NOT NULL,
	"transferred" bigint DEFAULT 0 NOT NULL,
	"scene1" bigint DEFAULT 0 NOT NULL,
	"scene2" bigint DEFAULT 0 NOT NULL,
	"scene3" bigint DEFAULT 0 NOT NULL,
	"scene4" bigint DEFAULT 0 NOT NULL,
	"scene5" bigint DEFAULT 0 NOT NULL,
	"rated" bigint DEFAULT 0 NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "text_rollup_days_pk" PRIMARY KEY("tenant_id","app_id","day","channel_id","channel_type")
);
--> statement-breakpoint
CREATE TABLE "text_rollup_items" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"day" date NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" smallint NOT NULL,
	"ref_kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"dislikes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "text_rollup_items_pk" PRIMARY KEY("tenant_id","app_id","day","channel_id","channel_type","ref_kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "text_rollup_visitors" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"day" date NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" smallint NOT NULL,
	"visitor_key" bigint NOT NULL,
	CONSTRAINT "text_rollup_visitors_pk" PRIMARY KEY("tenant_id","app_id","day","channel_id","channel_type","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "text_rollup_words" (
	"tenant_id" text NOT NULL,
	"app_id" text NOT NULL,
	"day" date NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" smallint NOT NULL,
	"word" text NOT NULL,
	"search_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "text_rollup_words_pk" PRIMARY KEY("tenant_id","app_id","day","channel_id","channel_type","word")
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"hit_kind" text,
	"hit_ref_id" text,
	"score" real,
	"field" text,
	"candidates" jsonb,
	"vote" smallint,
	"reason" text,
	"voted_at" timestamp with time zone,
	"words" text[],
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"channel_id" text NOT NULL,
	"channel_type" smallint NOT NULL,
	"visitor_id" text NOT NULL,
	"visitor_key" bigint NOT NULL,
	"lang" text DEFAULT 'zh' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"first_question" text DEFAULT '' NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"disliked" boolean DEFAULT false NOT NULL,
	"solved" boolean DEFAULT false NOT NULL,
	"transferred" boolean DEFAULT false NOT NULL,
	"transfer_reason" smallint,
	"scenes" smallint DEFAULT 0 NOT NULL,
	"rating" smallint
);
--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "app_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "kind" text DEFAULT 'widget' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "library_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "quick_menus" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "fallback" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "transfer_scenes" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "keywords" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "widget_key" text DEFAULT 'wk' || substr(md5(random()::text || clock_timestamp()::text), 1, 30) NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "api_key_hash" text;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "api_key_hint" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_channels" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "text_channel_bindings_tenant_idx" ON "text_channel_bindings" USING btree ("tenant_id","channel_id","bound_at");--> statement-breakpoint
CREATE UNIQUE INDEX "text_messages_session_seq_uq" ON "text_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "text_sessions_scope_started_idx" ON "text_sessions" USING btree ("tenant_id","app_id","started_at","id");--> statement-breakpoint
CREATE INDEX "text_sessions_channel_started_idx" ON "text_sessions" USING btree ("tenant_id","app_id","channel_id","started_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_channels_widget_key_uq" ON "text_channels" USING btree ("widget_key");--> statement-breakpoint
CREATE UNIQUE INDEX "text_channels_api_key_uq" ON "text_channels" USING btree ("api_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "text_channels_app_name_uq" ON "text_channels" USING btree ("tenant_id","app_id","name");