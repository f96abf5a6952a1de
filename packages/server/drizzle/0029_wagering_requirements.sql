-- Wagering requirements move to the turnover module (modules/turnover/wagering-service.ts): one row per member and
-- key ('deposit' today, a bonus grant's later), progress read from the hourly rollups from `since_hour` on, less
-- `hour_base`. Each member's deposit requirement is carried over as what it still required (its required less the
-- valid turnover since its base), counted from this hour: `hour_base` is what this hour already holds. Hours are
-- UTC hours, whatever the session's time zone.
CREATE TABLE "wagering_requirements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"key" text NOT NULL,
	"kinds" text[],
	"required" bigint DEFAULT 0 NOT NULL,
	"since_hour" timestamp with time zone NOT NULL,
	"hour_base" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wagering_requirements_required" CHECK ("wagering_requirements"."required" >= 0),
	CONSTRAINT "wagering_requirements_kinds" CHECK ("wagering_requirements"."kinds" <@ array['LOTT', 'ELOTT', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'])
);
--> statement-breakpoint
INSERT INTO "wagering_requirements" ("brand_id", "member_id", "key", "kinds", "required", "since_hour", "hour_base", "updated_at")
SELECT r."brand_id", r."member_id", 'deposit', NULL,
  greatest(0, r."required" - (coalesce((SELECT sum(h."valid_turnover") FROM "bet_hourly" h
    WHERE h."brand_id" = r."brand_id" AND h."member_id" = r."member_id"), 0) - r."wagered_base")),
  date_trunc('hour', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  coalesce((SELECT sum(h."valid_turnover") FROM "bet_hourly" h WHERE h."brand_id" = r."brand_id"
    AND h."member_id" = r."member_id" AND h."hour" = date_trunc('hour', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0),
  now()
FROM "turnover_requirements" r;--> statement-breakpoint
DROP TABLE "turnover_requirements";--> statement-breakpoint
ALTER TABLE "wagering_requirements" ADD CONSTRAINT "wagering_requirements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wagering_requirements" ADD CONSTRAINT "wagering_requirements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wagering_requirements_member_key" ON "wagering_requirements" USING btree ("member_id","key");