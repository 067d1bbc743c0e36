CREATE TABLE "import_staging" (
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_staging_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
