CREATE TABLE "kb_vectors" (
	"tenant_id" text NOT NULL,
	"model" text NOT NULL,
	"hash" text NOT NULL,
	"vector" real[] NOT NULL,
	CONSTRAINT "kb_vectors_tenant_id_model_hash_pk" PRIMARY KEY("tenant_id","model","hash")
);
