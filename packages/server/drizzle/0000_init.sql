CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"default_language" text NOT NULL,
	"languages" text[] NOT NULL,
	"whitelabel" jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_service" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"register_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"agent_types" integer[] NOT NULL,
	"trial_types" integer[] NOT NULL,
	"main_domain" text NOT NULL,
	"gtag_id" text,
	"platform" text DEFAULT 'WEB' NOT NULL,
	"lottery_type" text DEFAULT 'LOTT' NOT NULL,
	"single_wallet" boolean DEFAULT true NOT NULL,
	"maintenance_from" timestamp with time zone,
	"maintenance_until" timestamp with time zone,
	"blocked_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"domain" text NOT NULL,
	"site_type" text DEFAULT 'member' NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	CONSTRAINT "domain_routes_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account" text NOT NULL,
	"nickname" text NOT NULL,
	"type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "domain_routes" ADD CONSTRAINT "domain_routes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_brand_account" ON "members" USING btree ("brand_id","account");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("member_id");