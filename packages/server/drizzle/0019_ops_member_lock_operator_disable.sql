ALTER TABLE "games" ADD COLUMN "maintenance_note" jsonb;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "maintenance_note" jsonb;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "locked_at" timestamp with time zone;