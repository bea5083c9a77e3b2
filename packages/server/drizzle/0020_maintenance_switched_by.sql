ALTER TABLE "games" ADD COLUMN "maintenance_switched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance_switched_by" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "maintenance_switched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "maintenance_switched_by" text;