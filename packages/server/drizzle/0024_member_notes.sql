CREATE TABLE "member_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigserial NOT NULL,
	"member_id" uuid NOT NULL,
	"operator_id" uuid,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member" ON "member_notes" USING btree ("member_id","position");--> statement-breakpoint
-- Operators' notes are append-only like the audit log (issue 24): a note once written is neither changed nor
-- removed, whoever connects; TRUNCATE is a statement-level event, refused the same way.
CREATE FUNCTION "member_notes_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_notes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_notes_no_update_or_delete" BEFORE UPDATE OR DELETE ON "member_notes"
  FOR EACH ROW EXECUTE FUNCTION "member_notes_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "member_notes_no_truncate" BEFORE TRUNCATE ON "member_notes"
  FOR EACH STATEMENT EXECUTE FUNCTION "member_notes_refuse_change"();
