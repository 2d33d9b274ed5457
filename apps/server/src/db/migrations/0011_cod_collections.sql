CREATE TABLE "cod_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paisa" bigint NOT NULL,
	"collected_by" integer NOT NULL,
	"note" text,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_collections_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "cod_collections_amount_not_negative" CHECK ("cod_collections"."amount_paisa" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_collections" ADD CONSTRAINT "cod_collections_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_collections_at_idx" ON "cod_collections" USING btree ("collected_at");