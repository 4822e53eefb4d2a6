CREATE TABLE "compatibilities" (
	"opportunity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"adherence" smallint NOT NULL,
	"is_pcd" boolean DEFAULT false NOT NULL,
	"is_talent" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compatibilities_opportunity_id_user_id_pk" PRIMARY KEY("opportunity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "match_criterion_terms" (
	"opportunity_id" text NOT NULL,
	"position" smallint NOT NULL,
	"term_norm" text NOT NULL,
	"peso" smallint NOT NULL,
	CONSTRAINT "match_criterion_terms_opportunity_id_position_term_norm_pk" PRIMARY KEY("opportunity_id","position","term_norm")
);
--> statement-breakpoint
CREATE TABLE "match_opportunities" (
	"opportunity_id" text PRIMARY KEY NOT NULL,
	"total_peso" integer NOT NULL,
	"remote" boolean NOT NULL,
	"range_km" double precision NOT NULL,
	"has_locations" boolean NOT NULL,
	"addresses" text[] NOT NULL,
	"parts" text[] NOT NULL,
	"lats" double precision[] NOT NULL,
	"lngs" double precision[] NOT NULL,
	"open" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_professionals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"addresses" text[] NOT NULL,
	"parts" text[] NOT NULL,
	"lats" double precision[] NOT NULL,
	"lngs" double precision[] NOT NULL,
	"is_pcd" boolean NOT NULL,
	"is_talent" boolean NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_status" (
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"requested_seq" integer DEFAULT 0 NOT NULL,
	"completed_seq" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "match_status_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "compatibilities" ADD CONSTRAINT "compatibilities_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compatibilities" ADD CONSTRAINT "compatibilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_criterion_terms" ADD CONSTRAINT "match_criterion_terms_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_opportunities" ADD CONSTRAINT "match_opportunities_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_professionals" ADD CONSTRAINT "match_professionals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compatibilities_opportunity_rank_idx" ON "compatibilities" USING btree ("opportunity_id","adherence" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "compatibilities_opportunity_pcd_idx" ON "compatibilities" USING btree ("opportunity_id","is_pcd" DESC NULLS LAST,"adherence" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "compatibilities_opportunity_talent_idx" ON "compatibilities" USING btree ("opportunity_id","is_talent" DESC NULLS LAST,"adherence" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "compatibilities_user_rank_idx" ON "compatibilities" USING btree ("user_id","adherence" DESC NULLS LAST,"opportunity_id");--> statement-breakpoint
CREATE INDEX "match_criterion_terms_term_idx" ON "match_criterion_terms" USING btree ("term_norm","opportunity_id","position","peso");--> statement-breakpoint
CREATE INDEX "match_opportunities_open_idx" ON "match_opportunities" USING btree ("open");