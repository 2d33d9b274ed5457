import { quoteRequestFields, type QuoteRequestResponse, withCompanyRule } from '@suraksha/contracts/quote-request';
import { QUOTE_MESSAGES, quoteThanks } from '@suraksha/contracts/quote-request-messages';
import type { z } from 'zod';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { type RequestContext, customerIdOf } from '../../platform/request-context.ts';
import { nepaliPhone } from '../forms/form-rules.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { quoteRequestMail } from './quote-mail.ts';
import { type QuotedProduct, findQuotableProduct, insertQuoteRequest } from './repo.ts';

/** The contract's form with the Nepali phone rule (a valid phone is stored in E.164, decision 0120) and the company rule. */
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

/**
 * Keeps a quote request and queues the shop's mail about it in one transaction: both exist or
 * neither does. A company name is kept only for a Company. A reference already taken is drawn
 * again. `product` is null for a general quote (/quote-request without a product); a signed-in
 * sender is linked, so staff see the account beside the request.
 */
export async function submitQuoteRequest(
  ctx: RequestContext,
  { submission, product }: { submission: QuoteSubmission; product: QuotedProduct | null },
  drawReference: () => string = newQuoteReference,
): Promise<QuoteRequestResponse> {
  const companyName = submission.type === 'Company' ? submission.company_name : undefined;
  const content = {
    product,
    type: submission.type,
    fullName: submission.full_name,
    companyName,
    emailAddress: submission.email_address,
    phoneNumber: submission.phone_number,
    address: submission.address,
    message: submission.message,
  };
  const reference = await storeWithFreshReference(ctx.db, drawReference, async (tx, drawn) => {
    await insertQuoteRequest(tx, {
      reference: drawn,
      productId: product?.id ?? null,
      userId: customerIdOf(ctx.actor),
      type: content.type,
      fullName: content.fullName,
      companyName: companyName ?? null,
      emailAddress: content.emailAddress,
      phoneNumber: content.phoneNumber,
      address: content.address,
      message: content.message ?? null,
      ip: ctx.ip,
    });
    await enqueueMail(tx, quoteRequestMail(ctx.shop.email, ctx.shop.publicUrl, { ...content, reference: drawn }));
  });
  return { result: 'success', message: quoteThanks(reference), reference };
}
