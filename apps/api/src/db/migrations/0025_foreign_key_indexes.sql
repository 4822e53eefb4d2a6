CREATE INDEX "candidatures_recruiter_idx" ON "candidatures" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "opportunities_responsible_idx" ON "opportunities" USING btree ("responsible_id");--> statement-breakpoint
CREATE INDEX "opportunities_squad_idx" ON "opportunities" USING btree ("squad_id");--> statement-breakpoint
CREATE INDEX "opportunities_created_by_idx" ON "opportunities" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "opportunity_comments_user_idx" ON "opportunity_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pre_registrations_recruiter_idx" ON "pre_registrations" USING btree ("recruiter_id");