CREATE TABLE "kb_index_versions" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
