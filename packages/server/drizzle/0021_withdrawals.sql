CREATE TABLE "withdrawal_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"payout_account_id" integer NOT NULL,
	"payout_kind" text NOT NULL,
	"payout_provider" text NOT NULL,
	"payout_holder" text NOT NULL,
	"payout_masked" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"reason" text,
	"ip" text,
	"first_approved_by" text,
	"decided_by" text,
	"hold_transfer_id" bigint,
	"close_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawal_orders_status" CHECK ("withdrawal_orders"."status" in ('processing', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawal_orders_amounts" CHECK ("withdrawal_orders"."amount" > 0 and "withdrawal_orders"."fee" >= 0 and "withdrawal_orders"."net_amount" > 0 and "withdrawal_orders"."net_amount" + "withdrawal_orders"."fee" = "withdrawal_orders"."amount"),
	CONSTRAINT "withdrawal_orders_close" CHECK ("withdrawal_orders"."close_transfer_id" is null or "withdrawal_orders"."status" <> 'processing')
);
--> statement-breakpoint
CREATE TABLE "withdrawal_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_count" integer NOT NULL,
	"daily_amount" bigint NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_settings_limits" CHECK ("withdrawal_settings"."min_amount" > 0 and "withdrawal_settings"."max_amount" >= "withdrawal_settings"."min_amount"),
	CONSTRAINT "withdrawal_settings_daily" CHECK ("withdrawal_settings"."daily_count" > 0 and "withdrawal_settings"."daily_amount" > 0),
	CONSTRAINT "withdrawal_settings_fee" CHECK ("withdrawal_settings"."fee_bps" between 0 and 10000 and "withdrawal_settings"."fee_fixed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_close_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("close_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_settings" ADD CONSTRAINT "withdrawal_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_orders_brand_status" ON "withdrawal_orders" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_member" ON "withdrawal_orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_brand_ip" ON "withdrawal_orders" USING btree ("brand_id","ip");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_hold_transfer" ON "withdrawal_orders" USING btree ("hold_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_close_transfer" ON "withdrawal_orders" USING btree ("close_transfer_id");