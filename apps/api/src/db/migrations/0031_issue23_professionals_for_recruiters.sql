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
CREATE TABLE "feed_event_attachments" (
	"event_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_event_attachments_event_id_file_id_pk" PRIMARY KEY("event_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "feed_events" (
	"id" text PRIMARY KEY NOT NULL,
	"professional_id" text NOT NULL,
	"event_type_id" text NOT NULL,
	"kind" text,
	"actor_id" text,
	"opportunity_id" text,
	"happened_at" timestamp with time zone NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_inputs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"group_id" text,
	"recruiter_id" text,
	"hired_or_quit" boolean DEFAULT false NOT NULL,
	"hired_or_quit_at" timestamp with time zone,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "name_pt_pt" text;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_type_id_evaluation_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."evaluation_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_evaluations" ADD CONSTRAINT "user_evaluations_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_event_attachments" ADD CONSTRAINT "feed_event_attachments_event_id_feed_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."feed_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_event_attachments" ADD CONSTRAINT "feed_event_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_event_type_id_event_types_id_fk" FOREIGN KEY ("event_type_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_inputs" ADD CONSTRAINT "recruiter_inputs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_inputs" ADD CONSTRAINT "recruiter_inputs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_group_id_talent_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."talent_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_evaluations_professional_created_idx" ON "user_evaluations" USING btree ("professional_id","created");--> statement-breakpoint
CREATE INDEX "user_evaluations_opportunity_idx" ON "user_evaluations" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "user_evaluations_evaluator_idx" ON "user_evaluations" USING btree ("evaluator_id");--> statement-breakpoint
CREATE INDEX "feed_event_attachments_file_idx" ON "feed_event_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "feed_events_professional_idx" ON "feed_events" USING btree ("professional_id","happened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feed_events_event_type_idx" ON "feed_events" USING btree ("event_type_id");--> statement-breakpoint
CREATE INDEX "feed_events_actor_idx" ON "feed_events" USING btree ("actor_id") WHERE "feed_events"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "feed_events_opportunity_idx" ON "feed_events" USING btree ("opportunity_id") WHERE "feed_events"."opportunity_id" is not null;--> statement-breakpoint
CREATE INDEX "talents_group_idx" ON "talents" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "talents_recruiter_idx" ON "talents" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "talents_updated_by_idx" ON "talents" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_kind_unique" UNIQUE("kind");