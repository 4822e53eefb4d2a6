CREATE TABLE "match_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"addresses" text[] NOT NULL,
	"parts" text[] NOT NULL,
	"lats" double precision[] NOT NULL,
	"lngs" double precision[] NOT NULL,
	CONSTRAINT "match_places_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "match_opportunities" ADD COLUMN "place_id" integer;--> statement-breakpoint
ALTER TABLE "match_professionals" ADD COLUMN "place_id" integer;--> statement-breakpoint
CREATE INDEX "match_professionals_place_idx" ON "match_professionals" USING btree ("place_id","user_id","is_pcd","is_talent") WHERE "match_professionals"."active";