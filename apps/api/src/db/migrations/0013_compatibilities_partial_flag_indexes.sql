DROP INDEX "compatibilities_opportunity_pcd_idx";--> statement-breakpoint
DROP INDEX "compatibilities_opportunity_talent_idx";--> statement-breakpoint
CREATE INDEX "compatibilities_opportunity_pcd_idx" ON "compatibilities" USING btree ("opportunity_id","adherence" DESC NULLS LAST,"user_id") WHERE "compatibilities"."is_pcd";--> statement-breakpoint
CREATE INDEX "compatibilities_opportunity_talent_idx" ON "compatibilities" USING btree ("opportunity_id","adherence" DESC NULLS LAST,"user_id") WHERE "compatibilities"."is_talent";