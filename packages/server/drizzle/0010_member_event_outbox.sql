CREATE TABLE "event_stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_outbox_counters" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_outbox_events" (
	"member_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"session_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_outbox_events_member_id_seq_pk" PRIMARY KEY("member_id","seq")
);
--> statement-breakpoint
CREATE TABLE "site_outbox_counters" (
	"site_code" text PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_outbox_events" (
	"site_code" text NOT NULL,
	"seq" bigint NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_outbox_events_site_code_seq_pk" PRIMARY KEY("site_code","seq")
);
--> statement-breakpoint
ALTER TABLE "event_stream_tickets" ADD CONSTRAINT "event_stream_tickets_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_outbox_counters" ADD CONSTRAINT "member_outbox_counters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_outbox_events" ADD CONSTRAINT "member_outbox_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_stream_tickets_expires" ON "event_stream_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_outbox_events_created" ON "member_outbox_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "site_outbox_events_created" ON "site_outbox_events" USING btree ("created_at");