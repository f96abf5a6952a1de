CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero_id" bigint NOT NULL,
	"play_code" text NOT NULL,
	"selection" jsonb NOT NULL,
	"units" integer NOT NULL,
	"unit_stake" bigint NOT NULL,
	"multiple" integer NOT NULL,
	"stake" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"max_payout" bigint NOT NULL,
	"series" integer NOT NULL,
	"upline_series" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"winning_units" integer DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"chase_id" bigint,
	"stake_transfer_id" bigint NOT NULL,
	"close_transfer_id" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_status" CHECK ("lottery_bets"."status" in ('open', 'won', 'lost', 'cancelled', 'refunded')),
	CONSTRAINT "lottery_bets_amounts" CHECK ("lottery_bets"."units" > 0 and "lottery_bets"."unit_stake" > 0 and "lottery_bets"."multiple" > 0 and "lottery_bets"."stake" = "lottery_bets"."units" * "lottery_bets"."unit_stake" * "lottery_bets"."multiple" and "lottery_bets"."payout" >= 0),
	CONSTRAINT "lottery_bets_closed" CHECK (("lottery_bets"."status" = 'open') = ("lottery_bets"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_chase_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chase_id" bigint NOT NULL,
	"numero_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"multiple" integer NOT NULL,
	"stake" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"release_transfer_id" bigint,
	"done_at" timestamp with time zone,
	CONSTRAINT "lottery_chase_steps_state" CHECK ("lottery_chase_steps"."state" in ('pending', 'placed', 'released')),
	CONSTRAINT "lottery_chase_steps_amounts" CHECK ("lottery_chase_steps"."multiple" > 0 and "lottery_chase_steps"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_chases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"stop_on_win" boolean NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"held" bigint NOT NULL,
	"hold_transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_chases_state" CHECK ("lottery_chases"."state" in ('running', 'won', 'done')),
	CONSTRAINT "lottery_chases_held" CHECK ("lottery_chases"."held" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"play_code" text DEFAULT '*' NOT NULL,
	"unit_stake_min" bigint,
	"unit_stake_max" bigint,
	"units_max" integer,
	"numero_stake_max" bigint,
	"numero_payout_max" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_limits_positive" CHECK (coalesce("lottery_limits"."unit_stake_min", 1) > 0 and coalesce("lottery_limits"."unit_stake_max", 1) > 0 and coalesce("lottery_limits"."units_max", 1) > 0 and coalesce("lottery_limits"."numero_stake_max", 1) > 0 and coalesce("lottery_limits"."numero_payout_max", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_member_series" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"series" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_member_series_range" CHECK ("lottery_member_series"."series" between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "lottery_series_ranges" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"series_min" integer NOT NULL,
	"series_max" integer NOT NULL,
	"series_default" integer NOT NULL,
	CONSTRAINT "lottery_series_ranges_order" CHECK (1 <= "lottery_series_ranges"."series_min" and "lottery_series_ranges"."series_min" <= "lottery_series_ranges"."series_default" and "lottery_series_ranges"."series_default" <= "lottery_series_ranges"."series_max" and "lottery_series_ranges"."series_max" <= 2000)
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_numero_id_lottery_numeros_id_fk" FOREIGN KEY ("numero_id") REFERENCES "public"."lottery_numeros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_stake_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("stake_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_close_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("close_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase_steps" ADD CONSTRAINT "lottery_chase_steps_chase_id_lottery_chases_id_fk" FOREIGN KEY ("chase_id") REFERENCES "public"."lottery_chases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase_steps" ADD CONSTRAINT "lottery_chase_steps_numero_id_lottery_numeros_id_fk" FOREIGN KEY ("numero_id") REFERENCES "public"."lottery_numeros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chase_steps" ADD CONSTRAINT "lottery_chase_steps_release_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("release_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chases" ADD CONSTRAINT "lottery_chases_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_limits" ADD CONSTRAINT "lottery_limits_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_member_series" ADD CONSTRAINT "lottery_member_series_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_member_series" ADD CONSTRAINT "lottery_member_series_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_series_ranges" ADD CONSTRAINT "lottery_series_ranges_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_numero_open" ON "lottery_bets" USING btree ("numero_id","id") WHERE "lottery_bets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_bets_member_numero" ON "lottery_bets" USING btree ("member_id","numero_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_placed" ON "lottery_bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_chase_steps_seq" ON "lottery_chase_steps" USING btree ("chase_id","seq");--> statement-breakpoint
CREATE INDEX "lottery_chase_steps_pending" ON "lottery_chase_steps" USING btree ("numero_id") WHERE "lottery_chase_steps"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "lottery_chases_member" ON "lottery_chases" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_limits_game_play" ON "lottery_limits" USING btree ("game_id","play_code");