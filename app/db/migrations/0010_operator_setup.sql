CREATE TABLE "operator_setup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_user_id" text,
	CONSTRAINT "operator_setup_one_row" CHECK ("operator_setup"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "operator_setup" ADD CONSTRAINT "operator_setup_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;