CREATE TABLE "broadcast_states" (
	"broadcast_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "broadcast_states_broadcast_id_member_id_pk" PRIMARY KEY("broadcast_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "message_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"audience" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text,
	CONSTRAINT "message_broadcasts_audience" CHECK ("message_broadcasts"."audience" in ('all', 'members', 'agents'))
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "kind" text DEFAULT 'personal' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "sent_by" text;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_states" ADD CONSTRAINT "broadcast_states_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_states" ADD CONSTRAINT "broadcast_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_states_member" ON "broadcast_states" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "message_broadcasts_brand" ON "message_broadcasts" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "member_messages_inbox" ON "member_messages" USING btree ("member_id","created_at");--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_kind" CHECK ("member_messages"."kind" in ('system', 'personal'));--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_category" CHECK (("member_messages"."kind" = 'system') = ("member_messages"."category" is not null));