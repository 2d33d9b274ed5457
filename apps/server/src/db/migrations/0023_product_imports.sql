CREATE TABLE "product_import_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text,
	"kind" text NOT NULL,
	"cells" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text,
	CONSTRAINT "product_import_rows_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "product_import_rows_kind" CHECK ("product_import_rows"."kind" IN ('create', 'change', 'unchanged', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"display_name" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_role" text,
	"unknown_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"preview_create" integer DEFAULT 0 NOT NULL,
	"preview_change" integer DEFAULT 0 NOT NULL,
	"preview_unchanged" integer DEFAULT 0 NOT NULL,
	"preview_refused" integer DEFAULT 0 NOT NULL,
	"last_row" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"runner_id" text,
	"lease_until" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_imports_status" CHECK ("product_imports"."status" IN ('preview', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_import_rows_kind_idx" ON "product_import_rows" USING btree ("import_id","kind","row");--> statement-breakpoint
CREATE INDEX "product_imports_status_idx" ON "product_imports" USING btree ("status");