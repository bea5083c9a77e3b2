ALTER TABLE "game_sessions" ADD COLUMN "session_token_hash" text;--> statement-breakpoint
CREATE INDEX "game_sessions_session" ON "game_sessions" USING btree ("session_token_hash");