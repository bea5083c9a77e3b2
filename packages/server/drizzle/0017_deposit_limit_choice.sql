CREATE TABLE "safer_play_deposit_limit_choices" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"choice" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "safer_play_deposit_limit_choices_choice" CHECK ("safer_play_deposit_limit_choices"."choice" in ('limit', 'no_limit'))
);
