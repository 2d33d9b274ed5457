CREATE TYPE "public"."inbox_entry_type" AS ENUM('note', 'reply', 'status', 'assign');--> statement-breakpoint
CREATE TYPE "public"."inbox_kind" AS ENUM('quote', 'service', 'ewaste', 'support', 'contact', 'career');--> statement-breakpoint
CREATE TABLE "inbox_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "inbox_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"type" "inbox_entry_type" NOT NULL,
	"body" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_entries" ADD CONSTRAINT "inbox_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_entries_item_idx" ON "inbox_entries" USING btree ("kind","item_id","id");--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewaste_submissions" ADD CONSTRAINT "ewaste_submissions_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;