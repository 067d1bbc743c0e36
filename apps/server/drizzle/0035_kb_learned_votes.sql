ALTER TABLE "kb_learned_questions" ADD COLUMN "likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_learned_questions" ADD COLUMN "dislikes" integer DEFAULT 0 NOT NULL;