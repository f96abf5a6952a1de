CREATE TABLE "p2p_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"deposit_order_id" integer NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"payee_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"payer_reference" text,
	"payer_proof_id" integer,
	"confirmation" text,
	"payee_amount" bigint,
	"payee_note" text,
	"payee_proof_id" integer,
	"resolved_by" text,
	"resolution" text,
	"resolution_reason" text,
	"credit_transfer_id" bigint,
	"rest_transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_by" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "p2p_payments_state" CHECK ("p2p_payments"."state" in ('awaiting_payment', 'paid', 'disputed', 'received', 'auto_received', 'partly_received', 'not_received', 'expired', 'cancelled')),
	CONSTRAINT "p2p_payments_amounts" CHECK ("p2p_payments"."amount" > 0 and "p2p_payments"."credited" >= 0 and "p2p_payments"."credited" <= "p2p_payments"."amount"),
	CONSTRAINT "p2p_payments_parties" CHECK ("p2p_payments"."payer_id" <> "p2p_payments"."payee_id")
);
--> statement-breakpoint
CREATE TABLE "p2p_settings" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"pay_window_minutes" integer NOT NULL,
	"auto_receive_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "p2p_settings_minutes" CHECK ("p2p_settings"."pay_window_minutes" between 5 and 1440 and "p2p_settings"."auto_receive_minutes" between 5 and 10080)
);
--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "p2p" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "p2p_open" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "p2p_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_deposit_order_id_deposit_orders_id_fk" FOREIGN KEY ("deposit_order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_withdrawal_id_withdrawal_orders_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawal_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_payee_id_members_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_payer_proof_id_cashier_uploads_id_fk" FOREIGN KEY ("payer_proof_id") REFERENCES "public"."cashier_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_payee_proof_id_cashier_uploads_id_fk" FOREIGN KEY ("payee_proof_id") REFERENCES "public"."cashier_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_credit_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("credit_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_payments" ADD CONSTRAINT "p2p_payments_rest_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("rest_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "p2p_settings" ADD CONSTRAINT "p2p_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_payments_deposit_order" ON "p2p_payments" USING btree ("deposit_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_payments_credit_transfer" ON "p2p_payments" USING btree ("credit_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_payments_rest_transfer" ON "p2p_payments" USING btree ("rest_transfer_id");--> statement-breakpoint
CREATE INDEX "p2p_payments_withdrawal" ON "p2p_payments" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "p2p_payments_payer" ON "p2p_payments" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "p2p_payments_payee" ON "p2p_payments" USING btree ("payee_id","created_at");--> statement-breakpoint
CREATE INDEX "p2p_payments_brand_state" ON "p2p_payments" USING btree ("brand_id","state","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_p2p_pool" ON "withdrawal_orders" USING btree ("brand_id","created_at") WHERE "withdrawal_orders"."status" = 'processing' and "withdrawal_orders"."p2p_open" > 0;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_p2p" CHECK ("withdrawal_orders"."p2p_open" >= 0 and "withdrawal_orders"."p2p_paid" >= 0 and "withdrawal_orders"."p2p_open" + "withdrawal_orders"."p2p_paid" <= "withdrawal_orders"."net_amount" and ("withdrawal_orders"."p2p" or ("withdrawal_orders"."p2p_open" = 0 and "withdrawal_orders"."p2p_paid" = 0)));