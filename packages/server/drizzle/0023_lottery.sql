CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"family" text NOT NULL,
	"prize_mode" text NOT NULL,
	"source" text NOT NULL,
	"results_feed" text,
	"feed_secret" text,
	"schedule_kind" text NOT NULL,
	"interval_minutes" integer,
	"draw_time" text NOT NULL,
	"week_days" integer[],
	"time_zone" text NOT NULL,
	"close_seconds" integer DEFAULT 60 NOT NULL,
	"result_deadline_minutes" integer DEFAULT 360 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_code" CHECK ("lottery_games"."game_code" ~ '^[A-Z0-9_]{1,32}$'),
	CONSTRAINT "lottery_games_family" CHECK ("lottery_games"."family" in ('SSC', '11X5', 'PK10', 'K3', 'PC28', 'LHC', 'LF3D', 'VN_NORTH', 'VN_SOUTH', 'SEA4D')),
	CONSTRAINT "lottery_games_prize_mode" CHECK ("lottery_games"."prize_mode" in ('LOTT', 'ELOTT', 'SEA', 'ZY')),
	CONSTRAINT "lottery_games_source" CHECK (("lottery_games"."source" = 'in_house' and "lottery_games"."results_feed" is null) or ("lottery_games"."source" = 'official' and "lottery_games"."results_feed" in ('offline', 'manual'))),
	CONSTRAINT "lottery_games_feed_secret" CHECK ("lottery_games"."results_feed" is distinct from 'offline' or "lottery_games"."feed_secret" is not null),
	CONSTRAINT "lottery_games_schedule" CHECK (("lottery_games"."schedule_kind" = 'interval' and "lottery_games"."interval_minutes" between 1 and 1440) or ("lottery_games"."schedule_kind" = 'daily') or ("lottery_games"."schedule_kind" = 'weekly' and cardinality("lottery_games"."week_days") > 0)),
	CONSTRAINT "lottery_games_draw_time" CHECK ("lottery_games"."draw_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "lottery_games_close_seconds" CHECK ("lottery_games"."close_seconds" >= 0),
	CONSTRAINT "lottery_games_deadline" CHECK ("lottery_games"."result_deadline_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_numeros" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"numero" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"seed" text,
	"seed_hash" text,
	"result" jsonb,
	"result_source" text,
	"drawn_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"entered_result" jsonb,
	"entered_by" integer,
	"entered_at" timestamp with time zone,
	"confirmed_by" integer,
	CONSTRAINT "lottery_numeros_state" CHECK ("lottery_numeros"."state" in ('upcoming', 'open', 'closed', 'drawn', 'cancelled')),
	CONSTRAINT "lottery_numeros_times" CHECK ("lottery_numeros"."open_at" <= "lottery_numeros"."close_at" and "lottery_numeros"."close_at" <= "lottery_numeros"."draw_at"),
	CONSTRAINT "lottery_numeros_drawn" CHECK (("lottery_numeros"."state" = 'drawn') = ("lottery_numeros"."result" is not null and "lottery_numeros"."drawn_at" is not null and "lottery_numeros"."result_source" is not null)),
	CONSTRAINT "lottery_numeros_two_operators" CHECK ("lottery_numeros"."confirmed_by" is null or "lottery_numeros"."confirmed_by" <> "lottery_numeros"."entered_by")
);
--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_numeros" ADD CONSTRAINT "lottery_numeros_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_numeros" ADD CONSTRAINT "lottery_numeros_entered_by_operators_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_numeros" ADD CONSTRAINT "lottery_numeros_confirmed_by_operators_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_brand_code" ON "lottery_games" USING btree ("brand_id","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_numeros_game_numero" ON "lottery_numeros" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_numeros_game_draw" ON "lottery_numeros" USING btree ("game_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_numeros_pending" ON "lottery_numeros" USING btree ("draw_at") WHERE "lottery_numeros"."state" in ('upcoming', 'open', 'closed');--> statement-breakpoint
-- A drawn result is final (issue 14: nobody can change a result once settled): once a numero is drawn, its result,
-- state and draw time never change, whoever asks; a wrong official result is corrected by a reversal, not an edit.
CREATE OR REPLACE FUNCTION lottery_numero_result_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'drawn' AND (NEW.state IS DISTINCT FROM OLD.state OR NEW.result IS DISTINCT FROM OLD.result
      OR NEW.drawn_at IS DISTINCT FROM OLD.drawn_at OR NEW.seed IS DISTINCT FROM OLD.seed) THEN
    RAISE EXCEPTION 'lottery numero % is drawn: its result is final', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lottery_numeros_result_final BEFORE UPDATE ON lottery_numeros FOR EACH ROW EXECUTE FUNCTION lottery_numero_result_final();
--> statement-breakpoint
CREATE TRIGGER lottery_numeros_no_delete BEFORE DELETE ON lottery_numeros FOR EACH ROW WHEN (OLD.state = 'drawn') EXECUTE FUNCTION lottery_numero_result_final();
