ALTER TABLE "rsa_keys" ADD COLUMN "active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rsa_keys" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
-- Two instances racing their first start could store two pairs: the oldest becomes the active one, the others are
-- retired now, so a client still holding one of their public keys has the grace period to use it.
UPDATE "rsa_keys" SET "active" = ("key_id" = (SELECT "key_id" FROM "rsa_keys" ORDER BY "created_at", "key_id" LIMIT 1));--> statement-breakpoint
UPDATE "rsa_keys" SET "retired_at" = now() WHERE NOT "active";--> statement-breakpoint
CREATE UNIQUE INDEX "rsa_keys_one_active" ON "rsa_keys" USING btree ("active") WHERE "rsa_keys"."active";
