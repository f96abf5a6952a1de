-- A deposit order keeps who pays its fee from the moment it is made (design.md "Cashier"): approval no longer reads
-- the channel's setting of the day. Orders made before this column read it back from their own figures: a fee the
-- member paid was taken from what they were credited; a brand-paid one was not; without a fee it never mattered.
ALTER TABLE "deposit_orders" ADD COLUMN "fee_payer" text;--> statement-breakpoint
UPDATE "deposit_orders" o SET "fee_payer" = CASE
  WHEN o."fee" > 0 AND o."credited" = o."amount" THEN 'brand'
  WHEN o."fee" > 0 THEN 'member'
  ELSE (SELECT c."fee_payer" FROM "payment_channels" c WHERE c."id" = o."channel_id")
END;--> statement-breakpoint
ALTER TABLE "deposit_orders" ALTER COLUMN "fee_payer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_fee_payer" CHECK ("deposit_orders"."fee_payer" in ('member', 'brand'));
