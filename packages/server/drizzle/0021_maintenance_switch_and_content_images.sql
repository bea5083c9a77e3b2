CREATE TABLE "content_images" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_base64" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance_switched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance_switched_by" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "maintenance_switched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "maintenance_switched_by" text;--> statement-breakpoint
CREATE INDEX "content_images_site" ON "content_images" USING btree ("site_code");