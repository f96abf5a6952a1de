CREATE TABLE "lottery_odds_tables" (
	"game_id" integer NOT NULL,
	"play_code" text NOT NULL,
	"odds4" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_odds_tables_game_id_play_code_pk" PRIMARY KEY("game_id","play_code")
);
--> statement-breakpoint
ALTER TABLE "lottery_odds_tables" ADD CONSTRAINT "lottery_odds_tables_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_numero" ON "lottery_bets" USING btree ("numero_id");