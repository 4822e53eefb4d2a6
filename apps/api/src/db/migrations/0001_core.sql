CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"opportunity_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"mensagem" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "careers_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "criteria_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"termos" text[] DEFAULT '{}' NOT NULL,
	"global" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "evaluation_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "interests_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "squads" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "squads_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "talent_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "talent_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"comment" text,
	"uploaded_by" text,
	"claim_token_hash" text,
	"text_content" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "candidatures" (
	"id" text PRIMARY KEY NOT NULL,
	"opportunity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"status_current" smallint DEFAULT 0 NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capture" text,
	"source" text,
	"recruiter_id" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_victory" timestamp with time zone,
	"date_refused" timestamp with time zone,
	"date_quit" timestamp with time zone,
	"nivel_aderencia" smallint DEFAULT 0 NOT NULL,
	"by_rh" boolean DEFAULT false NOT NULL,
	"indicado_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" text PRIMARY KEY NOT NULL,
	"id_opportunity" serial NOT NULL,
	"titulo" text NOT NULL,
	"client" text,
	"detalhes" text DEFAULT '' NOT NULL,
	"detalhes_en" text,
	"publication_date" timestamp with time zone,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"label" text DEFAULT '2' NOT NULL,
	"fase" smallint DEFAULT 0 NOT NULL,
	"life_cycle" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantidade_vagas" integer DEFAULT 1 NOT NULL,
	"victories" integer DEFAULT 0 NOT NULL,
	"defeats" integer DEFAULT 0 NOT NULL,
	"defeat_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_refer_and_earn" boolean DEFAULT false NOT NULL,
	"reward_amount" numeric(12, 2),
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"region" text,
	"range_km" integer DEFAULT 50 NOT NULL,
	"home_office" boolean DEFAULT false NOT NULL,
	"opportunity_type" jsonb DEFAULT '{"remote":false,"hybrid":false,"inPerson":true}'::jsonb NOT NULL,
	"hiring_model" jsonb DEFAULT '{"clt":true,"pj":false,"others":false}'::jsonb NOT NULL,
	"pretensao" jsonb DEFAULT '{"tipo":{}}'::jsonb NOT NULL,
	"criterias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"careers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evaluations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pcd" boolean DEFAULT false NOT NULL,
	"pcd_pref" boolean DEFAULT false NOT NULL,
	"mosaic_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mosaic" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"show_in_kanban" boolean DEFAULT false NOT NULL,
	"squad_id" text,
	"responsible_id" text,
	"created_by" text,
	"close_reason" text,
	"close_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_skills" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"nome" text NOT NULL,
	"nome_caption" text,
	"classif" text DEFAULT 'digomais' NOT NULL,
	"subclassif" text DEFAULT 'skills' NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'declared' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"roles" text[] DEFAULT ARRAY['user']::text[] NOT NULL,
	"preferred_language" text DEFAULT 'pt-BR' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"description" text,
	"linkedin_url" text,
	"user_image_file_id" text,
	"personal_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"place_id" text,
	"formatted_address" text,
	"latitude" double precision,
	"longitude" double precision,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notifications_settings" jsonb DEFAULT '{"isActive":true,"channels":[]}'::jsonb NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opportunity_type" jsonb DEFAULT '{"remote":false,"hybrid":false,"inPerson":false}'::jsonb NOT NULL,
	"hiring_model" jsonb DEFAULT '{"clt":true,"pj":true,"others":true}'::jsonb NOT NULL,
	"home_office" boolean DEFAULT false NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"register_rh" boolean DEFAULT false NOT NULL,
	"pre_register" boolean DEFAULT false NOT NULL,
	"by_rh" boolean DEFAULT false NOT NULL,
	"valid_registration" boolean DEFAULT false NOT NULL,
	"provider" text,
	"provider_data" jsonb,
	"registered_by" text,
	"onboarding_step" text,
	"privacy_consent_at" timestamp with time zone,
	"privacy_consent_expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatures" ADD CONSTRAINT "candidatures_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatures" ADD CONSTRAINT "candidatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidatures" ADD CONSTRAINT "candidatures_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "candidatures_opportunity_user_unique" ON "candidatures" USING btree ("opportunity_id","user_id");--> statement-breakpoint
CREATE INDEX "candidatures_user_idx" ON "candidatures" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_id_opportunity_unique" ON "opportunities" USING btree ("id_opportunity");--> statement-breakpoint
CREATE INDEX "opportunities_open_idx" ON "opportunities" USING btree ("is_finished","is_public");--> statement-breakpoint
CREATE INDEX "user_skills_user_idx" ON "user_skills" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "users" USING gin ("roles");