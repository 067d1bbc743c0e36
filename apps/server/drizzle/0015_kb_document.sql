CREATE TABLE "kb_document" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"library_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"segment_count" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"file_id" text,
	"creator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_segment" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"library_id" text NOT NULL,
	"document_id" text NOT NULL,
	"seq" integer NOT NULL,
	"title_path" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kb_document" ADD CONSTRAINT "kb_document_library_id_kb_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."kb_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_document" ADD CONSTRAINT "kb_document_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_segment" ADD CONSTRAINT "kb_segment_document_id_kb_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."kb_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_document_library_created_idx" ON "kb_document" USING btree ("tenant_id","library_id","created_at","id");--> statement-breakpoint
CREATE INDEX "kb_document_library_name_idx" ON "kb_document" USING btree ("tenant_id","library_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_segment_document_seq_uq" ON "kb_segment" USING btree ("document_id","seq");--> statement-breakpoint
CREATE INDEX "kb_segment_library_idx" ON "kb_segment" USING btree ("tenant_id","library_id");