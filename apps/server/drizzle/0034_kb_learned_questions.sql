CREATE TABLE "kb_learned_questions" (
	"tenant_id" text NOT NULL,
	"item_id" text NOT NULL,
	"question" text NOT NULL,
	"picks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_learned_questions_tenant_id_item_id_question_pk" PRIMARY KEY("tenant_id","item_id","question")
);
