-- Every stored phone moves to E.164 (decision 0120): '9801234567' → '+9779801234567', '01-4123456' →
-- '+97714123456'. The function reads a phone as packages/domain/src/nepal-phone.ts does (+977, 00977 or
-- 977 before it, the trunk 0, spaces, hyphens, dots and brackets), and accepts a national number only if it
-- is a Nepali mobile or landline by libphonenumber-js's patterns (nepal-phone-metadata.ts). A value it cannot
-- read (an account's foreign number, a number stored before the rule was strict) stays as it was: the pages
-- show those as stored. platform/migrations.test.ts checks that it agrees with the domain rule.
CREATE FUNCTION nepali_phone_e164(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN national ~ '^(?:(?:1[0-6]\d|99[02-6])\d{5}|(?:2[13-79]|3[135-8]|4[146-9]|5[135-7]|6[13-9]|7[15-9]|8[1-46-9]|9[1-7])[2-6]\d{5}|9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\d{7})$'
    THEN '+977' || national END
  FROM (
    SELECT regexp_replace(
      CASE
        WHEN written !~ '^\+?\d+$' THEN NULL
        WHEN written ~ '^\+977' THEN substr(written, 5)
        WHEN written ~ '^\+' THEN NULL
        WHEN written ~ '^00977' THEN substr(written, 6)
        WHEN written ~ '^977' AND length(written) > 10 THEN substr(written, 4)
        ELSE written
      END, '^0', '') AS national
    FROM (SELECT regexp_replace(btrim(phone), '[ ().-]', '', 'g') AS written) AS w
  ) AS n
$$;
--> statement-breakpoint
UPDATE "users" SET "phone" = nepali_phone_e164("phone") WHERE nepali_phone_e164("phone") <> "phone";--> statement-breakpoint
UPDATE "orders" SET "phone" = nepali_phone_e164("phone") WHERE nepali_phone_e164("phone") <> "phone";--> statement-breakpoint
UPDATE "shipping_addresses" SET "phone" = nepali_phone_e164("phone") WHERE nepali_phone_e164("phone") <> "phone";--> statement-breakpoint
UPDATE "quote_requests" SET "phone_number" = nepali_phone_e164("phone_number") WHERE nepali_phone_e164("phone_number") <> "phone_number";--> statement-breakpoint
UPDATE "ewaste_submissions" SET "mobile_number" = nepali_phone_e164("mobile_number") WHERE nepali_phone_e164("mobile_number") <> "mobile_number";--> statement-breakpoint
UPDATE "service_requests" SET "phone" = nepali_phone_e164("phone") WHERE nepali_phone_e164("phone") <> "phone";--> statement-breakpoint
UPDATE "support_tickets" SET "phone" = nepali_phone_e164("phone") WHERE nepali_phone_e164("phone") <> "phone";--> statement-breakpoint
UPDATE "contact_messages" SET "phone" = nepali_phone_e164("phone") WHERE nepali_phone_e164("phone") <> "phone";--> statement-breakpoint
UPDATE "career_applications" SET "phone" = nepali_phone_e164("phone") WHERE nepali_phone_e164("phone") <> "phone";--> statement-breakpoint
DROP FUNCTION nepali_phone_e164(text);
