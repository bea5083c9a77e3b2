CREATE TABLE "game_categories" (
	"id" text NOT NULL,
	"site_code" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"game_type" integer NOT NULL,
	"show_on_home" boolean DEFAULT true NOT NULL,
	"icon_normal" text NOT NULL,
	"icon_selected" text NOT NULL,
	CONSTRAINT "game_categories_site_code_id_pk" PRIMARY KEY("site_code","id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text NOT NULL,
	"site_code" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"wallet_code" text NOT NULL,
	"image_url" text NOT NULL,
	"big_image_url" text NOT NULL,
	"description" text NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"icon_url" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	CONSTRAINT "games_site_code_id_pk" PRIMARY KEY("site_code","id")
);
--> statement-breakpoint
CREATE TABLE "phone_areas" (
	"site_code" text NOT NULL,
	"area_code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "phone_areas_site_code" UNIQUE("site_code","area_code")
);
--> statement-breakpoint
CREATE TABLE "recommended_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"placement" integer NOT NULL,
	"classification" text NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue_code" text NOT NULL,
	"odds" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"wallet_code" text NOT NULL,
	"name" text NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	CONSTRAINT "venues_site_wallet" UNIQUE("site_code","wallet_code")
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"site_code" text NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"deposit_requirement_minor" integer NOT NULL,
	"turnover_requirement_minor" integer NOT NULL,
	"privileges" jsonb NOT NULL,
	"badge_url" text NOT NULL,
	CONSTRAINT "vip_levels_site_level" UNIQUE("site_code","level")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"banner_url" text NOT NULL,
	"sort" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_site_kind_slug" UNIQUE("site_code","kind","slug")
);
--> statement-breakpoint
CREATE TABLE "activity_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"points_required" integer NOT NULL,
	"reward_minor" bigint NOT NULL,
	"reward_currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"image_ids" text[] NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"member_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"platform" text NOT NULL,
	"ticket_hash" text NOT NULL,
	"ticket_expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_member_game" UNIQUE("member_id","game_id"),
	CONSTRAINT "game_sessions_ticket" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_claims_once" UNIQUE("member_id","source_kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "task_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_progress" (
	"member_id" uuid NOT NULL,
	"task_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_progress_member_id_task_id_pk" PRIMARY KEY("member_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"target" integer NOT NULL,
	"reward_minor" bigint NOT NULL,
	"reward_currency" text NOT NULL,
	"activity_points" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "tasks_target_positive" CHECK ("tasks"."target" > 0),
	CONSTRAINT "tasks_reward" CHECK ("tasks"."reward_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content_base64" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"member_id" uuid,
	"kind" text NOT NULL,
	"wallet_code" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"allows_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_unique" UNIQUE NULLS NOT DISTINCT("site_code","member_id","kind","wallet_code","currency"),
	CONSTRAINT "ledger_accounts_id_currency_unique" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."allows_negative" or "ledger_accounts"."balance_minor" >= 0),
	CONSTRAINT "ledger_accounts_kind_known" CHECK ("ledger_accounts"."kind" in ('central', 'virtual', 'venue', 'withdrawal_hold', 'house', 'clearing')),
	CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."kind" in ('house', 'clearing')) = ("ledger_accounts"."member_id" is null)),
	CONSTRAINT "ledger_accounts_only_system_negative" CHECK (not "ledger_accounts"."allows_negative" or "ledger_accounts"."member_id" is null)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"member_id" uuid,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"request_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_id" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"from_amount_minor" bigint NOT NULL,
	"to_amount_minor" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_quotes_amounts_positive" CHECK ("exchange_quotes"."from_amount_minor" > 0 and "exchange_quotes"."to_amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"site_code" text NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_pk" PRIMARY KEY("site_code","from_currency","to_currency"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"member_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_pk" PRIMARY KEY("member_id","endpoint","key")
);
--> statement-breakpoint
CREATE TABLE "deposit_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"minimum_minor" bigint NOT NULL,
	"maximum_minor" bigint NOT NULL,
	"order_lifetime_minutes" integer NOT NULL,
	"receiving_details" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_channels_site_payment_unique" UNIQUE("site_code","payment_id"),
	CONSTRAINT "deposit_channels_limits_ordered" CHECK (0 < "deposit_channels"."minimum_minor" and "deposit_channels"."minimum_minor" <= "deposit_channels"."maximum_minor")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference_code" text NOT NULL,
	"receiving_details" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"ledger_transaction_id" uuid,
	CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"network" text,
	"holder_name" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_number" text NOT NULL,
	"account_number_masked" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"withdrawal_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_transaction_id" uuid NOT NULL,
	"decision_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	CONSTRAINT "withdrawal_requests_amount_positive" CHECK ("withdrawal_requests"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "bet_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"member_id" uuid NOT NULL,
	"wallet_code" text NOT NULL,
	"game_name" text NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"selection" jsonb NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_records_amounts" CHECK ("bet_records"."stake_minor" > 0 and "bet_records"."payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_passwords" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" text,
	"phone_area_code" text,
	"phone" text,
	"email" text,
	"avatar_url" text,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"deposit_total_minor" bigint DEFAULT 0 NOT NULL,
	"turnover_total_minor" bigint DEFAULT 0 NOT NULL,
	"invite_code" text NOT NULL,
	"invited_by" uuid,
	"credentials_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_site_username" UNIQUE("site_code","username"),
	CONSTRAINT "members_invite_code" UNIQUE("invite_code"),
	CONSTRAINT "members_site_phone" UNIQUE("site_code","phone_area_code","phone"),
	CONSTRAINT "members_site_email" UNIQUE("site_code","email"),
	CONSTRAINT "members_username_format" CHECK ("members"."username" ~ '^[A-Za-z0-9]{4,11}$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"site_code" text NOT NULL,
	"visitor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"site_code" text NOT NULL,
	"device_number" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captcha_challenges_site_code_device_number_pk" PRIMARY KEY("site_code","device_number")
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key_spki_pem" text NOT NULL,
	"private_key_pkcs8_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"subject" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "used_password_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"request_ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_group_id_task_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."task_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_currency_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_withdrawal_account_id_withdrawal_accounts_id_fk" FOREIGN KEY ("withdrawal_account_id") REFERENCES "public"."withdrawal_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_category" ON "games" USING btree ("site_code","category_id");--> statement-breakpoint
CREATE INDEX "recommended_matches_site" ON "recommended_matches" USING btree ("site_code","placement","classification");--> statement-breakpoint
CREATE INDEX "activities_site" ON "activities" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_member" ON "member_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_claims_member" ON "reward_claims" USING btree ("member_id","claimed_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_index" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_index" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_index" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_created_index" ON "ledger_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_member_index" ON "deposit_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_index" ON "deposit_orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "withdrawal_accounts_member_index" ON "withdrawal_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_member_index" ON "withdrawal_requests" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_index" ON "withdrawal_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "bet_records_member_index" ON "bet_records" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "members_invited_by" ON "members" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "dev_outbox_destination" ON "dev_outbox" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_destination" ON "verification_codes" USING btree ("site_code","channel","destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("request_ip","created_at");