CREATE TABLE "dictionary_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"nome_en" text,
	"classif" text NOT NULL,
	"subclassif" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_terms_classif_nome_unique" ON "dictionary_terms" USING btree ("classif",lower("nome"));--> statement-breakpoint
CREATE INDEX "deleted_profiles_created_idx" ON "deleted_profiles" USING btree ("created_at");