CREATE TABLE "kb_synonym_words" (
	"tenant_id" text NOT NULL,
	"word" text NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "kb_synonym_words_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
CREATE TABLE "kb_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"words" jsonb NOT NULL,
	"updater" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kb_synonym_words_group_idx" ON "kb_synonym_words" USING btree ("tenant_id","group_id");--> statement-breakpoint
CREATE INDEX "kb_synonyms_tenant_updated_idx" ON "kb_synonyms" USING btree ("tenant_id","updated_at","id");