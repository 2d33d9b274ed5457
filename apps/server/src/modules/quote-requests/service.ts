import { quoteRequestFields, type QuoteRequestResponse, withCompanyRule } from '@suraksha/contracts/quote-request';
import { QUOTE_MESSAGES, quoteThanks } from '@suraksha/contracts/quote-request-messages';
import type { z } from 'zod';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { nepaliPhone } from '../forms/form-rules.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { quoteRequestMail } from './quote-mail.ts';
import { type QuotedProduct, findQuotableProduct, insertQuoteRequest } from './repo.ts';

/** The contract's form with the Nepali phone rule (a valid phone is stored in one way of writing) and the company rule. */
export const quoteSubmission = withCompanyRule(
  quoteRequestFields.extend({
    phone_number: nepaliPhone(quoteRequestFields.shape.phone_number, QUOTE_MESSAGES.phoneInvalid),
  }),
);
export type QuoteSubmission = z.output<typeof quoteSubmission>;

export const newQuoteReference = (): string => newReference('Q');

/** The active product a request is about, else 404. */
export async function quotedProduct(db: Database, slug: string): Promise<QuotedProduct> {
  const product = await findQuotableProduct(db, slug);
  if (!product) throw new NotFoundError(QUOTE_MESSAGES.productNotFound);
  return product;
}

export interface QuoteContext {
  shopEmail: string;
  publicUrl: string;
  /** null for a general quote (/quote-request without a product). */
  product: QuotedProduct | null;
  ip: string;
  /** The signed-in sender, if any: staff see the account beside the request. */
  userId: number | null;
}

/**
 * Keeps a quote request and queues the shop's mail about it in one transaction: both exist or
 * neither does. A company name is kept only for a Company. A reference already taken is drawn again.
 */
export async function submitQuoteRequest(
  db: Database,
  submission: QuoteSubmission,
  context: QuoteContext,
  drawReference: () => string = newQuoteReference,
): Promise<QuoteRequestResponse> {
  const companyName = submission.type === 'Company' ? submission.company_name : undefined;
  const content = {
    product: context.product,
    type: submission.type,
    fullName: submission.full_name,
    companyName,
    emailAddress: submission.email_address,
    phoneNumber: submission.phone_number,
    address: submission.address,
    message: submission.message,
  };
  const reference = await storeWithFreshReference(db, drawReference, async (tx, drawn) => {
    await insertQuoteRequest(tx, {
      reference: drawn,
      productId: context.product?.id ?? null,
      userId: context.userId,
      type: content.type,
      fullName: content.fullName,
      companyName: companyName ?? null,
      emailAddress: content.emailAddress,
      phoneNumber: content.phoneNumber,
      address: content.address,
      message: content.message ?? null,
      ip: context.ip,
    });
    await enqueueMail(tx, quoteRequestMail(context.shopEmail, context.publicUrl, { ...content, reference: drawn }));
  });
  return { result: 'success', message: quoteThanks(reference), reference };
}
