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
ALTER TABLE "talents" ADD CONSTRAINT "talents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_group_id_talent_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."talent_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talents" ADD CONSTRAINT "talents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talents_group_idx" ON "talents" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "talents_recruiter_idx" ON "talents" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "talents_updated_by_idx" ON "talents" USING btree ("updated_by");