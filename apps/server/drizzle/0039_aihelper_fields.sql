CREATE TABLE "ah_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extraction" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ah_fills" (
	"conversation_id" text NOT NULL,
	"field_id" text NOT NULL,
	"value" text NOT NULL,
	"utterance_id" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ah_fills_conversation_id_field_id_pk" PRIMARY KEY("conversation_id","field_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ah_fields_tenant_name_uq" ON "ah_fields" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "ah_fields_tenant_order_idx" ON "ah_fields" USING btree ("tenant_id","sort_order","id");