CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "free_play_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"brand_id" integer NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_brand_id_key_pk" PRIMARY KEY("brand_id","key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"country_dialing_code" text NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "members_brand_account";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "member_types" integer[] DEFAULT '{0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sms_expired_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sms_daily_quota" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "password_max_age_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "demo_balance" bigint DEFAULT 20000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "social" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "payment_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "country_dialing_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "profile" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "upline_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referral_code" text;--> statement-breakpoint
UPDATE "members" SET "referral_code" = 'R' || lpad("id"::text, 7, '0') WHERE "referral_code" IS NULL;--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "referral_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "referred_by_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_url" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_method" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_domain" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_ip" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_ip" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "google_sub" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "facebook_sub" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "demo_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_type" text DEFAULT 'username' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_recipient" ON "outbox" USING btree ("channel","recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_number" ON "verification_codes" USING btree ("brand_id","purpose","country_dialing_code","mobile","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip" ON "verification_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_mobile" ON "members" USING btree ("brand_id","country_dialing_code","mobile") WHERE "members"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_affiliate" ON "members" USING btree ("brand_id","affiliate_code") WHERE "members"."affiliate_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_referral" ON "members" USING btree ("brand_id","referral_code");--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_google" ON "members" USING btree ("brand_id","google_sub") WHERE "members"."google_sub" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_facebook" ON "members" USING btree ("brand_id","facebook_sub") WHERE "members"."facebook_sub" is not null;--> statement-breakpoint
CREATE INDEX "members_email" ON "members" USING btree ("brand_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_account" ON "members" USING btree ("brand_id",lower("account"));