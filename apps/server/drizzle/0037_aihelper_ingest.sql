CREATE TABLE "ah_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"key_sealed" text NOT NULL,
	"key_hint" text NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"last_event_at" timestamp with time zone,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"channel_id" text NOT NULL,
	"call_id" text NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"agent_user_id" text,
	"customer_number" text DEFAULT '' NOT NULL,
	"direction" text DEFAULT 'in' NOT NULL,
	"skill_group" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_events" (
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ah_events_conversation_id_seq_pk" PRIMARY KEY("conversation_id","seq")
);
--> statement-breakpoint
CREATE TABLE "ah_utterances" (
	"conversation_id" text NOT NULL,
	"utterance_id" text NOT NULL,
	"speaker" text NOT NULL,
	"text" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"final" boolean NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "ah_utterances_conversation_id_utterance_id_pk" PRIMARY KEY("conversation_id","utterance_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ah_channels_tenant_name_uq" ON "ah_channels" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "ah_channels_tenant_created_idx" ON "ah_channels" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ah_conversations_channel_call_uq" ON "ah_conversations" USING btree ("channel_id","call_id");--> statement-breakpoint
CREATE INDEX "ah_conversations_agent_idx" ON "ah_conversations" USING btree ("tenant_id","agent_user_id","started_at");--> statement-breakpoint
CREATE INDEX "ah_utterances_order_idx" ON "ah_utterances" USING btree ("conversation_id","start_ms");