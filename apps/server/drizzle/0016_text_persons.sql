ALTER TABLE "text_rollup_days" ADD COLUMN "persons" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "text_rollup_days" ADD COLUMN "hll" "bytea";