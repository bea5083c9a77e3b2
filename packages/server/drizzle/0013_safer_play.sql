CREATE TABLE "safer_play_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"site_code" text NOT NULL,
	"exclusion_group" text NOT NULL,
	"kind" text NOT NULL,
	"phone_area_code" text,
	"phone" text,
	"email" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "safer_play_exclusions_kind" CHECK ("safer_play_exclusions"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "safer_play_exclusions_period" CHECK ("safer_play_exclusions"."ends_at" is null or "safer_play_exclusions"."ends_at" > "safer_play_exclusions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "safer_play_limits" (
	"member_id" uuid NOT NULL,
	"site_code" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safer_play_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "safer_play_limits_kind" CHECK ("safer_play_limits"."kind" in ('deposit', 'loss', 'session')),
	CONSTRAINT "safer_play_limits_period" CHECK ("safer_play_limits"."period" in ('day', 'week', 'month', 'session')),
	CONSTRAINT "safer_play_limits_values" CHECK ("safer_play_limits"."value" >= 0 and "safer_play_limits"."pending_value" >= 0)
);
--> statement-breakpoint
CREATE INDEX "safer_play_exclusions_member" ON "safer_play_exclusions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "safer_play_exclusions_group_phone" ON "safer_play_exclusions" USING btree ("exclusion_group","phone");--> statement-breakpoint
CREATE INDEX "safer_play_exclusions_group_email" ON "safer_play_exclusions" USING btree ("exclusion_group","email");--> statement-breakpoint
-- A break cannot be shortened, lifted or erased: the rows are append-only (an operator lifts nothing, a break ends by its own time).
CREATE FUNCTION "safer_play_exclusions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a time-out or self-exclusion cannot be changed or undone' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "safer_play_exclusions_append_only" BEFORE UPDATE OR DELETE ON "safer_play_exclusions" FOR EACH ROW EXECUTE FUNCTION "safer_play_exclusions_append_only"();
