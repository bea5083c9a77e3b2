ALTER TABLE "member_outbox_counters" DROP CONSTRAINT "member_outbox_counters_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "member_outbox_events" DROP CONSTRAINT "member_outbox_events_member_id_members_id_fk";
