CREATE TABLE "ah_form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"submitted_by" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callback_deliveries" ADD COLUMN "event" text DEFAULT 'call.finished' NOT NULL;--> statement-breakpoint
CREATE INDEX "ah_form_submissions_conversation_idx" ON "ah_form_submissions" USING btree ("conversation_id","submitted_at");