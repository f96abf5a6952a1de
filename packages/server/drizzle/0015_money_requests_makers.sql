ALTER TABLE "money_requests" ALTER COLUMN "maker_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "maker" text;--> statement-breakpoint
UPDATE "money_requests" r SET "maker" = o."account" FROM "operators" o WHERE o."id" = r."maker_id";--> statement-breakpoint
ALTER TABLE "money_requests" ALTER COLUMN "maker" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "checker" text;--> statement-breakpoint
UPDATE "money_requests" r SET "checker" = o."account" FROM "operators" o WHERE o."id" = r."checker_id";--> statement-breakpoint
ALTER TABLE "money_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "money_requests_brand_key" ON "money_requests" USING btree ("brand_id","idempotency_key") WHERE "money_requests"."idempotency_key" is not null;
