CREATE TABLE "import_pending" (
	"job_id" text PRIMARY KEY NOT NULL,
	"table_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_blacklist" ADD COLUMN "import_job" text;--> statement-breakpoint
ALTER TABLE "customer_blacklist" ADD COLUMN "import_job" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "import_job" text;