CREATE TABLE "member_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"direction" text NOT NULL,
	"from_member_id" integer NOT NULL,
	"to_member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_transfers_direction" CHECK ("member_transfers"."direction" in ('upline', 'downline')),
	CONSTRAINT "member_transfers_amount" CHECK ("member_transfers"."amount" > 0),
	CONSTRAINT "member_transfers_not_self" CHECK ("member_transfers"."from_member_id" <> "member_transfers"."to_member_id")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "transfer_min_amount" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "transfer_max_amount" bigint DEFAULT 500000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "transfer_daily_amount" bigint DEFAULT 2000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_from_member_id_members_id_fk" FOREIGN KEY ("from_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_to_member_id_members_id_fk" FOREIGN KEY ("to_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_transfers_from" ON "member_transfers" USING btree ("from_member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_transfers_to" ON "member_transfers" USING btree ("to_member_id","created_at");