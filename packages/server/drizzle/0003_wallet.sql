ALTER TABLE "brands" ADD COLUMN "wallet_vendors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "demo_balance";