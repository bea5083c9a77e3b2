CREATE TABLE "session_handoff_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"site_code" text NOT NULL,
	"issued_by_session_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_handoff_codes" ADD CONSTRAINT "session_handoff_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_handoff_codes_member" ON "session_handoff_codes" USING btree ("member_id");