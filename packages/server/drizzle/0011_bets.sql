CREATE TABLE "bet_hourly" (
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bet_hourly_brand_id_member_id_game_kind_hour_pk" PRIMARY KEY("brand_id","member_id","game_kind","hour")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_kind" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"profit" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"source_kind" text NOT NULL,
	"source_ref" text NOT NULL,
	CONSTRAINT "bets_status" CHECK ("bets"."status" in ('open', 'settled', 'cancelled')),
	CONSTRAINT "bets_game_kind" CHECK ("bets"."game_kind" in ('LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT')),
	CONSTRAINT "bets_amounts" CHECK ("bets"."stake" >= 0 and "bets"."payout" >= 0 and "bets"."valid_turnover" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"tx_id" text NOT NULL,
	"action" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_transactions_action" CHECK ("vendor_transactions"."action" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "vendor_transactions_amount" CHECK ("vendor_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bet_hourly" ADD CONSTRAINT "bet_hourly_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_hourly" ADD CONSTRAINT "bet_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bet_hourly_brand_hour" ON "bet_hourly" USING btree ("brand_id","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_source" ON "bets" USING btree ("brand_id","source_kind","source_ref");--> statement-breakpoint
CREATE INDEX "bets_member_placed" ON "bets" USING btree ("member_id","placed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_tx" ON "vendor_transactions" USING btree ("brand_id","vendor_code","action","tx_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_round" ON "vendor_transactions" USING btree ("brand_id","vendor_code","round_id");