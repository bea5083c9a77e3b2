ALTER TABLE "sign_in_failures" ADD COLUMN "pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "pending_expires_at" timestamp with time zone;--> statement-breakpoint
-- Carry the withdrawal-password failures and locks over to the attempt throttle before their columns go.
INSERT INTO "sign_in_failures" ("subject", "failures", "window_started_at", "lock_count", "locked_until")
SELECT 'withdraw-password:' || "member_id", "failed_attempts", now(),
  CASE WHEN "locked_until" IS NULL THEN 0 ELSE 1 END, "locked_until"
FROM "withdraw_passwords" WHERE "failed_attempts" > 0 OR "locked_until" > now()
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "withdraw_passwords" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "withdraw_passwords" DROP COLUMN "locked_until";