CREATE TABLE "site_config_drafts" (
	"site_code" text NOT NULL,
	"operator_id" uuid NOT NULL,
	"base_version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_config_drafts_site_code_operator_id_pk" PRIMARY KEY("site_code","operator_id")
);
--> statement-breakpoint
CREATE TABLE "site_config_versions" (
	"site_code" text NOT NULL,
	"version" integer NOT NULL,
	"config" jsonb NOT NULL,
	"author" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_config_versions_site_code_version_pk" PRIMARY KEY("site_code","version")
);
--> statement-breakpoint
CREATE TABLE "site_published_versions" (
	"site_code" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_config_drafts" ADD CONSTRAINT "site_config_drafts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;