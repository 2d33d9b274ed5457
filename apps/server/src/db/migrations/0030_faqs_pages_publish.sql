ALTER TABLE "faqs" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Custom (decision 0108): an FAQ's answer becomes rich text. Until now it was plain text, so each one is
-- escaped and wrapped in a paragraph; the rows already there are live (the column's default, now()).
UPDATE "faqs" SET "answer" = '<p>' || replace(replace(replace("answer", '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>';
