ALTER TABLE "match_professionals" DROP COLUMN "addresses";--> statement-breakpoint
ALTER TABLE "match_professionals" DROP COLUMN "parts";--> statement-breakpoint
ALTER TABLE "match_professionals" DROP COLUMN "lats";--> statement-breakpoint
ALTER TABLE "match_professionals" DROP COLUMN "lngs";