CREATE TABLE "safer_play_reality_checks" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safer_play_reality_checks_interval" CHECK ("safer_play_reality_checks"."interval_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "reality_check_answered_at" timestamp with time zone;