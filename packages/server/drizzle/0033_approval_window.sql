-- The brand's approval window (modules/approvals/maker-checker.ts): what one operator credited, or debited, to one
-- member on their own say within it counts toward the approval threshold; the index finds those requests.
ALTER TABLE "brands" ADD COLUMN "approval_window_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "money_requests_member_maker" ON "money_requests" USING btree ("member_id","maker","created_at");