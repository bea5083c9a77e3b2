CREATE TABLE "member_outbox_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"site_code" text,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"session_key" text
);
