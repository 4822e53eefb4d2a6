CREATE TABLE "candidature_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"candidature_id" text NOT NULL,
	"opportunity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"stage" smallint,
	"met" boolean,
	"step_day" text,
	"from_value" smallint,
	"to_value" smallint NOT NULL,
	"actor_id" text,
	"responsible_id" text,
	"squad_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opportunity_phase" smallint,
	"moves_phase" boolean DEFAULT false NOT NULL,
	"backfilled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidature_transitions" ADD CONSTRAINT "candidature_transitions_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidature_transitions_opportunity_idx" ON "candidature_transitions" USING btree ("opportunity_id","id");--> statement-breakpoint
CREATE INDEX "candidature_transitions_candidature_idx" ON "candidature_transitions" USING btree ("candidature_id");--> statement-breakpoint
CREATE INDEX "candidature_transitions_moves_idx" ON "candidature_transitions" USING btree ("opportunity_id","id") WHERE "candidature_transitions"."moves_phase";