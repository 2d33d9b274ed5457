CREATE TABLE "tax_document_counters" (
	"kind" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_document_counters_kind_fiscal_year_pk" PRIMARY KEY("kind","fiscal_year"),
	CONSTRAINT "tax_document_counters_kind" CHECK ("tax_document_counters"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"fiscal_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" jsonb,
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_pan" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_unique" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_unique" ON "tax_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_unique" ON "tax_documents" USING btree ("kind","fiscal_year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hs_code_digits" CHECK ("products"."hs_code" IS NULL OR "products"."hs_code" ~ '^[0-9]{4,8}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_pan_digits" CHECK ("orders"."buyer_pan" IS NULL OR "orders"."buyer_pan" ~ '^[0-9]{9}$');--> statement-breakpoint
-- Decision 0122: HS codes for the catalogue, by category (Nepal's customs tariff headings).
UPDATE "products" p SET "hs_code" = c.hs FROM (SELECT cat.id, v.hs FROM "categories" cat JOIN (VALUES
  ('cctv-cameras', '85258900'), ('ip-cameras', '85258900'), ('hd-analog-cameras', '85258900'), ('ptz-cameras', '85258900'),
  ('wi-fi-cameras', '85258900'), ('recorders', '85219000'), ('nvr', '85219000'), ('dvr', '85219000'),
  ('video-door-phones', '85176200'), ('access-control', '84719000'), ('fingerprint', '84719000'),
  ('biometric-attendance', '84719000'), ('rfid-readers', '84719000'), ('door-locks', '83014000'),
  ('alarms-and-intrusion', '85311000'), ('surveillance-hard-disks', '84717000'), ('cables-and-accessories', '85444900'),
  ('coaxial-cable', '85442000'), ('cat6-cable', '85444900'), ('power-supplies', '85044000'), ('connectors', '85366900'),
  ('networking', '85176200'), ('poe-switches', '85176200')
) AS v(slug, hs) ON v.slug = cat.slug) c WHERE p."category_id" = c.id AND p."hs_code" IS NULL;
--> statement-breakpoint
-- Decision 0122: every order placed before this migration gets its tax invoice, numbered per fiscal year in order
-- of placement (ties by id); a cancelled one also gets its credit note. The snapshot is written on first read.
CREATE TEMPORARY TABLE "fiscal_year_starts" ("label" text, "starts" date);
--> statement-breakpoint
INSERT INTO "fiscal_year_starts" VALUES
  ('2070/71', date '2013-07-16'),
  ('2071/72', date '2014-07-17'),
  ('2072/73', date '2015-07-17'),
  ('2073/74', date '2016-07-16'),
  ('2074/75', date '2017-07-16'),
  ('2075/76', date '2018-07-17'),
  ('2076/77', date '2019-07-17'),
  ('2077/78', date '2020-07-16'),
  ('2078/79', date '2021-07-16'),
  ('2079/80', date '2022-07-17'),
  ('2080/81', date '2023-07-17'),
  ('2081/82', date '2024-07-16'),
  ('2082/83', date '2025-07-17'),
  ('2083/84', date '2026-07-17'),
  ('2084/85', date '2027-07-17'),
  ('2085/86', date '2028-07-16'),
  ('2086/87', date '2029-07-16'),
  ('2087/88', date '2030-07-17'),
  ('2088/89', date '2031-07-17'),
  ('2089/90', date '2032-07-16'),
  ('2090/91', date '2033-07-16'),
  ('2091/92', date '2034-07-17'),
  ('2092/93', date '2035-07-17'),
  ('2093/94', date '2036-07-16'),
  ('2094/95', date '2037-07-17'),
  ('2095/96', date '2038-07-17'),
  ('2096/97', date '2039-07-17'),
  ('2097/98', date '2040-07-16'),
  ('2098/99', date '2041-07-17'),
  ('2099/00', date '2042-07-17');
--> statement-breakpoint
INSERT INTO "tax_documents" ("order_id", "kind", "number", "fiscal_year", "sequence", "issued_at")
SELECT o.id, 'invoice', fy.label || '-' || lpad((row_number() OVER w)::text, 6, '0'), fy.label, row_number() OVER w, o.created_at
FROM "orders" o
JOIN LATERAL (SELECT f.label FROM "fiscal_year_starts" f
  WHERE f.starts <= (o.created_at AT TIME ZONE 'UTC' + interval '5 hours 45 minutes')::date ORDER BY f.starts DESC LIMIT 1) fy ON true
WINDOW w AS (PARTITION BY fy.label ORDER BY o.created_at, o.id);
--> statement-breakpoint
INSERT INTO "tax_documents" ("order_id", "kind", "number", "fiscal_year", "sequence", "issued_at")
SELECT c.id, 'credit_note', 'CN-' || fy.label || '-' || lpad((row_number() OVER w)::text, 6, '0'), fy.label, row_number() OVER w, c.at
FROM (SELECT o.id, coalesce((SELECT max(h.created_at) FROM "order_status_history" h WHERE h.order_id = o.id AND h.to_status = 'Cancelled'), o.updated_at) AS at
  FROM "orders" o WHERE o.status = 'Cancelled') c
JOIN LATERAL (SELECT f.label FROM "fiscal_year_starts" f
  WHERE f.starts <= (c.at AT TIME ZONE 'UTC' + interval '5 hours 45 minutes')::date ORDER BY f.starts DESC LIMIT 1) fy ON true
WINDOW w AS (PARTITION BY fy.label ORDER BY c.at, c.id);
--> statement-breakpoint
INSERT INTO "tax_document_counters" ("kind", "fiscal_year", "last_number")
SELECT "kind", "fiscal_year", max("sequence") FROM "tax_documents" GROUP BY "kind", "fiscal_year";
--> statement-breakpoint
DROP TABLE "fiscal_year_starts";
