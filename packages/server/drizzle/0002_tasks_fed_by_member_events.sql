CREATE TABLE "member_events" (
	"member_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_events_member_id_event_key_pk" PRIMARY KEY("member_id","event_key")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "period" text;--> statement-breakpoint
-- Tasks seeded before this migration are the six demo templates, in this sort order.
UPDATE "tasks" SET
	"event" = CASE "sort" WHEN 2 THEN 'deposit_approved' WHEN 3 THEN 'bet_placed' WHEN 4 THEN 'phone_bound' WHEN 5 THEN 'withdraw_password_set' WHEN 6 THEN 'bet_placed' ELSE 'sign_in' END,
	"period" = CASE "sort" WHEN 4 THEN 'once' WHEN 5 THEN 'once' WHEN 6 THEN 'weekly' ELSE 'daily' END;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "event" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "period" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bet_records" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "member_events" ADD CONSTRAINT "member_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_events_member_kind_time" ON "member_events" USING btree ("member_id","kind","occurred_at");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_period_known" CHECK ("tasks"."period" in ('daily', 'weekly', 'once'));--> statement-breakpoint
-- Progress is now counted from member_events; the old table held only seeded demo progress, which the seed re-creates as events.
DROP TABLE "task_progress" CASCADE;
