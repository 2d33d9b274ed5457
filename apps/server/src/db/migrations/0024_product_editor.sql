CREATE TABLE "product_related" (
	"product_id" integer NOT NULL,
	"related_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_related_product_id_related_id_pk" PRIMARY KEY("product_id","related_id"),
	CONSTRAINT "product_related_not_itself" CHECK ("product_related"."product_id" <> "product_related"."related_id")
);
--> statement-breakpoint
CREATE TABLE "product_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_related" ADD CONSTRAINT "product_related_related_id_products_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
-- The gallery becomes every photo with its alt text, the main image first (decision 0104). Photos
-- that exist get the product's title as their alt until an editor writes a better one.
UPDATE "products" SET "gallery" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('src', photos.src, 'alt', "products"."title") ORDER BY photos.ord)
  FROM (
    SELECT "products"."image" AS src, 0::bigint AS ord WHERE "products"."image" IS NOT NULL
    UNION ALL
    SELECT g.src, g.ord FROM jsonb_array_elements_text("products"."gallery") WITH ORDINALITY AS g(src, ord)
    WHERE g.src IS DISTINCT FROM "products"."image"
  ) AS photos
), '[]'::jsonb);
