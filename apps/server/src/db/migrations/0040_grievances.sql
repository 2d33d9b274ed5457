CREATE TYPE "public"."grievance_category" AS ENUM('delivery', 'product_warranty', 'refund_return', 'pricing_invoice', 'privacy', 'other');--> statement-breakpoint
ALTER TYPE "public"."inbox_kind" ADD VALUE 'grievance';--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" "submission_status" DEFAULT 'new' NOT NULL,
	"user_id" integer,
	"ip" text,
	"assignee_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"order_number" text,
	"category" "grievance_category" NOT NULL,
	"description" text NOT NULL,
	"attachment_file" text,
	"due_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	CONSTRAINT "grievances_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_unanswered_due_idx" ON "grievances" USING btree ("due_at") WHERE "grievances"."answered_at" is null;