CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "member_security" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"mobile_verified_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"payment_failures" integer DEFAULT 0 NOT NULL,
	"payment_locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"holder_name" text NOT NULL,
	"number" text NOT NULL,
	"number_key" text NOT NULL,
	"branch" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_kind" CHECK ("payout_accounts"."kind" in ('bank', 'ewallet'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_security" ADD CONSTRAINT "member_security_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_member" ON "email_verifications" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_accounts_member" ON "payout_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "payout_accounts_number" ON "payout_accounts" USING btree ("brand_id","number_key") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_member_number" ON "payout_accounts" USING btree ("member_id","number_key") WHERE "payout_accounts"."removed_at" is null;