CREATE TABLE "ah_qc_rollup_days" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"agent" text NOT NULL,
	"skill_group" text NOT NULL,
	"conversations" bigint DEFAULT 0 NOT NULL,
	"score_sum" bigint DEFAULT 0 NOT NULL,
	"passed" bigint DEFAULT 0 NOT NULL,
	"band_fail" bigint DEFAULT 0 NOT NULL,
	"band_fair" bigint DEFAULT 0 NOT NULL,
	"band_good" bigint DEFAULT 0 NOT NULL,
	"band_excellent" bigint DEFAULT 0 NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_qc_rollup_days_pk" PRIMARY KEY("tenant_id","day","agent","skill_group")
);
--> statement-breakpoint
CREATE TABLE "ah_qc_rollup_points" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"agent" text NOT NULL,
	"skill_group" text NOT NULL,
	"point_id" text NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"conversations" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ah_qc_rollup_points_pk" PRIMARY KEY("tenant_id","day","agent","skill_group","point_id")
);
