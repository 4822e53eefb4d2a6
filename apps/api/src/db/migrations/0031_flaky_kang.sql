CREATE TABLE "user_evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"professional_id" text NOT NULL,
	"evaluator_id" text,
	"type_id" text,
	"type_name" text NOT NULL,
	"opportunity_id" text,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conteudo" text NOT NULL,
	"result" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_evaluations_result_range" CHECK ("user_evaluations"."result" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_type_id_evaluation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."evaluation_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_evaluations_professional_created_idx" ON "user_evaluations" USING btree ("professional_id","created");--> statement-breakpoint
CREATE INDEX "user_evaluations_opportunity_idx" ON "user_evaluations" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "user_evaluations_evaluator_idx" ON "user_evaluations" USING btree ("evaluator_id");