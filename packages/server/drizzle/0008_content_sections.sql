ALTER TABLE "help_articles" ADD COLUMN "section" text DEFAULT 'help' NOT NULL;--> statement-breakpoint
CREATE INDEX "help_articles_brand_section" ON "help_articles" USING btree ("brand_id","section");