import { z } from 'zod';
import { resultSuccess } from './error-envelope.ts';
import { text } from './text.ts';

/**
 * Who sells on this website, as the law asks it to be shown and printed (E-Commerce Act 2081 §§ on
 * disclosure; VAT Rules 2053 rule 17 for the tax invoice): the owner edits it in the back office, every
 * change is audited, and the footer, /pages/seller-information and the tax invoice read it and nothing
 * else. One object, so one form, one audit row per change and one read per page.
 */

export const SELLER_INFORMATION_MESSAGES = {
  businessName: 'Enter the business name as registered (2–120 characters).',
  address: 'Enter the registered address (5–200 characters).',
  phone: 'Enter a Nepali mobile or landline number.',
  email: 'Enter a valid e-mail address.',
  panVat: 'The PAN/VAT number is the 9 digits Inland Revenue issued.',
  companyRegistration: 'Enter the company registration number (1–120 characters).',
  commerceRegistration:
    'Enter the registration number with the Department of Commerce, Supplies and Consumer Protection (1–120 characters).',
  grievanceOfficerName: "Enter the grievance officer's name (2–120 characters).",
  pageSlug: 'Choose one of the shop’s pages.',
  pricesIncludeVat: 'Say whether the catalogue prices include VAT.',
} as const;

const M = SELLER_INFORMATION_MESSAGES;
const bounded = (message: string, min: number, max: number) => text(message).trim().min(min, message).max(max, message);
const email = text(M.email)
  .trim()
  .max(254, M.email)
  .pipe(z.email({ error: M.email }));
/** A content page's slug (/pages/{slug}); the server checks that the page exists. */
const pageSlug = text(M.pageSlug)
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.pageSlug)
  .max(120, M.pageSlug);

export const sellerInformation = z.object({
  business_name: bounded(M.businessName, 2, 120),
  /** The registered address on one line, e.g. "Kalanki, Kathmandu 14, Bagmati Province, Nepal". */
  address: bounded(M.address, 5, 200),
  /** The shop's phone, stored in E.164 (the server applies the Nepali phone rule). */
  phone: bounded(M.phone, 6, 30),
  email,
  /** Nepal's Inland Revenue issues one 9-digit PAN that is also the VAT number. */
  pan_vat_number: text(M.panVat)
    .trim()
    .regex(/^\d{9}$/, M.panVat),
  /** With the Office of the Company Registrar. */
  company_registration_number: bounded(M.companyRegistration, 1, 120),
  /** With the Department of Commerce, Supplies and Consumer Protection (E-Commerce Act 2081). */
  commerce_registration_number: bounded(M.commerceRegistration, 1, 120),
  grievance_officer_name: bounded(M.grievanceOfficerName, 2, 120),
  /** Stored in E.164 like every phone. */
  grievance_officer_phone: bounded(M.phone, 6, 30),
  grievance_officer_email: email,
  /** Whether catalogue prices include 13% VAT (Nepali retail prices do); the invoice splits VAT out of them. */
  prices_include_vat: z.boolean({ error: M.pricesIncludeVat }),
  /** The content pages the product page and checkout link to. */
  return_policy_page: pageSlug,
  warranty_page: pageSlug,
  delivery_page: pageSlug,
});
export type SellerInformation = z.output<typeof sellerInformation>;
export type SellerInformationBody = z.input<typeof sellerInformation>;

export const sellerInformationResponse = z.object({ result: resultSuccess, seller: sellerInformation });
export type SellerInformationResponse = z.infer<typeof sellerInformationResponse>;

/**
 * The seller information as the storefront receives it (the footer's answer carries it): the same
 * fields, already checked when saved, so plain strings here.
 */
export const sellerDisclosure = z.object({
  business_name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  pan_vat_number: z.string(),
  company_registration_number: z.string(),
  commerce_registration_number: z.string(),
  grievance_officer_name: z.string(),
  grievance_officer_phone: z.string(),
  grievance_officer_email: z.string(),
  prices_include_vat: z.boolean(),
  return_policy_page: z.string(),
  warranty_page: z.string(),
  delivery_page: z.string(),
});
export type SellerDisclosure = z.infer<typeof sellerDisclosure>;
