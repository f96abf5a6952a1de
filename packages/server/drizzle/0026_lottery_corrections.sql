CREATE TABLE "lottery_correction_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"correction_id" bigint NOT NULL,
	"bet_id" bigint NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"old_status" text NOT NULL,
	"new_status" text NOT NULL,
	"old_winning_units" integer NOT NULL,
	"new_winning_units" integer NOT NULL,
	"old_payout" bigint NOT NULL,
	"new_payout" bigint NOT NULL,
	"moved" bigint NOT NULL,
	"unrecovered" bigint DEFAULT 0 NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_correction_bets_status" CHECK ("lottery_correction_bets"."old_status" in ('won', 'lost') and "lottery_correction_bets"."new_status" in ('won', 'lost')),
	CONSTRAINT "lottery_correction_bets_amounts" CHECK ("lottery_correction_bets"."old_payout" >= 0 and "lottery_correction_bets"."new_payout" >= 0 and "lottery_correction_bets"."unrecovered" >= 0 and "lottery_correction_bets"."new_payout" - "lottery_correction_bets"."old_payout" = "lottery_correction_bets"."moved" - "lottery_correction_bets"."unrecovered" and ("lottery_correction_bets"."moved" = 0) = ("lottery_correction_bets"."transfer_id" is null) and ("lottery_correction_bets"."unrecovered" = 0 or "lottery_correction_bets"."moved" <= 0))
);
--> statement-breakpoint
CREATE TABLE "lottery_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"numero_id" bigint NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"old_draw" jsonb NOT NULL,
	"new_draw" jsonb NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"bets_changed" integer DEFAULT 0 NOT NULL,
	"paid_more" bigint DEFAULT 0 NOT NULL,
	"taken_back" bigint DEFAULT 0 NOT NULL,
	"unrecovered" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_corrections_state" CHECK ("lottery_corrections"."state" in ('proposed', 'withdrawn', 'confirmed')),
	CONSTRAINT "lottery_corrections_reason" CHECK (length(trim("lottery_corrections"."reason")) > 0),
	CONSTRAINT "lottery_corrections_two_operators" CHECK ("lottery_corrections"."confirmed_by" is null or "lottery_corrections"."confirmed_by" <> "lottery_corrections"."proposed_by"),
	CONSTRAINT "lottery_corrections_confirmed" CHECK (("lottery_corrections"."state" = 'confirmed') = ("lottery_corrections"."confirmed_by" is not null and "lottery_corrections"."confirmed_at" is not null)),
	CONSTRAINT "lottery_corrections_withdrawn" CHECK (("lottery_corrections"."state" = 'withdrawn') = ("lottery_corrections"."withdrawn_at" is not null)),
	CONSTRAINT "lottery_corrections_totals" CHECK ("lottery_corrections"."bets_changed" >= 0 and "lottery_corrections"."paid_more" >= 0 and "lottery_corrections"."taken_back" >= 0 and "lottery_corrections"."unrecovered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_games" DROP CONSTRAINT "lottery_games_source";--> statement-breakpoint
ALTER TABLE "lottery_games" DROP CONSTRAINT "lottery_games_feed_secret";--> statement-breakpoint
ALTER TABLE "lottery_numeros" ADD COLUMN "correction_id" bigint;--> statement-breakpoint
ALTER TABLE "lottery_correction_bets" ADD CONSTRAINT "lottery_correction_bets_correction_id_lottery_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."lottery_corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_bets" ADD CONSTRAINT "lottery_correction_bets_bet_id_lottery_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."lottery_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_bets" ADD CONSTRAINT "lottery_correction_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_bets" ADD CONSTRAINT "lottery_correction_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_correction_bets" ADD CONSTRAINT "lottery_correction_bets_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_corrections" ADD CONSTRAINT "lottery_corrections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_corrections" ADD CONSTRAINT "lottery_corrections_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_corrections" ADD CONSTRAINT "lottery_corrections_numero_id_lottery_numeros_id_fk" FOREIGN KEY ("numero_id") REFERENCES "public"."lottery_numeros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_corrections" ADD CONSTRAINT "lottery_corrections_proposed_by_operators_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_corrections" ADD CONSTRAINT "lottery_corrections_confirmed_by_operators_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_correction_bets_bet" ON "lottery_correction_bets" USING btree ("correction_id","bet_id");--> statement-breakpoint
CREATE INDEX "lottery_correction_bets_of_bet" ON "lottery_correction_bets" USING btree ("bet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_corrections_one_proposed" ON "lottery_corrections" USING btree ("numero_id") WHERE "lottery_corrections"."state" = 'proposed';--> statement-breakpoint
CREATE INDEX "lottery_corrections_numero" ON "lottery_corrections" USING btree ("numero_id","id");--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_source" CHECK (("lottery_games"."source" = 'in_house' and "lottery_games"."results_feed" is null) or ("lottery_games"."source" = 'official' and "lottery_games"."results_feed" in ('offline', 'manual', 'http')));--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_feed_secret" CHECK (coalesce("lottery_games"."results_feed", '') not in ('offline', 'http') or "lottery_games"."feed_secret" is not null);--> statement-breakpoint
-- Issue 14: "Nobody can change a result once settled; a wrong official result is corrected only by a documented
-- reversal posting with both operators recorded." A drawn numero's state, draw time, seed and source stay final as
-- in 0023. Its result changes only together with its correction_id, to a confirmed correction of that numero (two
-- different operators, lottery_corrections_two_operators) whose old draw is the result being replaced and whose new
-- draw is the result written, with an id above the last one (no going back to an older correction). So the
-- correction path (lottery-correction-service.ts) is the only writer, and the chain of confirmed corrections is the
-- numero's history: the first one's old_draw is the original result.
CREATE OR REPLACE FUNCTION lottery_numero_result_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'lottery numero % is drawn: its result is final', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.state <> 'drawn' THEN
    IF NEW.correction_id IS NOT NULL THEN
      RAISE EXCEPTION 'lottery numero % is not drawn: nothing to correct', OLD.id USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.state IS DISTINCT FROM OLD.state OR NEW.drawn_at IS DISTINCT FROM OLD.drawn_at
      OR NEW.seed IS DISTINCT FROM OLD.seed OR NEW.result_source IS DISTINCT FROM OLD.result_source THEN
    RAISE EXCEPTION 'lottery numero % is drawn: its result is final', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.result IS DISTINCT FROM OLD.result OR NEW.correction_id IS DISTINCT FROM OLD.correction_id THEN
    IF NEW.correction_id IS NULL OR NEW.correction_id <= coalesce(OLD.correction_id, 0) OR NOT EXISTS (
        SELECT 1 FROM lottery_corrections c
        WHERE c.id = NEW.correction_id AND c.numero_id = NEW.id AND c.state = 'confirmed'
          AND c.old_draw = OLD.result AND c.new_draw = NEW.result) THEN
      RAISE EXCEPTION 'lottery numero % is drawn: only a confirmed correction changes its result', OLD.id
        USING ERRCODE = 'insufficient_privilege';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A correction decided (confirmed or withdrawn) never changes, but for the totals its confirming transaction writes;
-- none is ever deleted. Its bets' rows are append-only.
CREATE OR REPLACE FUNCTION lottery_correction_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (OLD.state <> 'proposed' AND (
      NEW.state IS DISTINCT FROM OLD.state OR NEW.numero_id IS DISTINCT FROM OLD.numero_id
      OR NEW.old_draw IS DISTINCT FROM OLD.old_draw OR NEW.new_draw IS DISTINCT FROM OLD.new_draw
      OR NEW.reason IS DISTINCT FROM OLD.reason OR NEW.proposed_by IS DISTINCT FROM OLD.proposed_by
      OR NEW.confirmed_by IS DISTINCT FROM OLD.confirmed_by OR NEW.confirmed_at IS DISTINCT FROM OLD.confirmed_at
      OR NEW.withdrawn_at IS DISTINCT FROM OLD.withdrawn_at
      OR (OLD.state = 'withdrawn' AND (NEW.bets_changed, NEW.paid_more, NEW.taken_back, NEW.unrecovered)
        IS DISTINCT FROM (OLD.bets_changed, OLD.paid_more, OLD.taken_back, OLD.unrecovered)))) THEN
    RAISE EXCEPTION 'lottery correction % is decided', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.state = 'proposed' AND (NEW.old_draw IS DISTINCT FROM OLD.old_draw
      OR NEW.numero_id IS DISTINCT FROM OLD.numero_id OR NEW.proposed_by IS DISTINCT FROM OLD.proposed_by) THEN
    RAISE EXCEPTION 'lottery correction % keeps its numero, old draw and proposer', OLD.id
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lottery_corrections_final BEFORE UPDATE OR DELETE ON lottery_corrections FOR EACH ROW EXECUTE FUNCTION lottery_correction_final();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lottery_correction_bets_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lottery correction bets are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lottery_correction_bets_append_only BEFORE UPDATE OR DELETE ON lottery_correction_bets FOR EACH ROW EXECUTE FUNCTION lottery_correction_bets_append_only();
