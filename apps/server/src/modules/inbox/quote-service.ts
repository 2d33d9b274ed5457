import type { InboxStatus } from '@suraksha/contracts/admin/inbox';
import type { InboxKind } from '@suraksha/contracts/admin/inbox-kinds';
import { QUOTE_MESSAGES, type InboxQuoteRequest } from '@suraksha/contracts/admin/inbox-quote';
import { formatPaisa } from '@suraksha/domain/money';
import { dayInNepal, readableDate } from '@suraksha/domain/nepal-time';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { addThreadEntry, updateInboxItem } from './inbox-repo.ts';
import { detailOf, itemOrNotFound } from './inbox-service.ts';
import { quoteMail } from './quote-mail.ts';
import { quotePdfName, renderQuotePdf } from './quote-pdf.ts';
import { paperSeller } from '../orders/order-pdf.ts';
import { sellerInformation } from '../settings/seller-information-service.ts';
import { findLatestQuoteVersion, findQuoteCustomer, findQuotePdf, findQuotedProducts, insertQuote } from './quote-repo.ts';

/**
 * Priced quotes (issue #17, decision 0110): a sales user answers a quote request with catalogue
 * lines; the server checks the products, computes every amount and the total, renders the PDF and
 * queues it to the customer — the quote, its lines, the mail with its PDF, the thread entry, the
 * status move and the audit row commit together or not at all.
 */

type StaffContext = RequestContext<StaffActor>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Nepal day `days` after today's: the last day the prices hold. */
export function validUntilDay(now: Date, days: number): string {
  return new Date(Date.parse(`${dayInNepal(now)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Q-2026-000123: the Nepal year of the first version and the request's own id (unique, and the same for every version). */
export const quoteNumber = (now: Date, quoteRequestId: number) =>
  `Q-${dayInNepal(now).slice(0, 4)}-${String(quoteRequestId).padStart(6, '0')}`;

/** Prices the lines from the catalogue: each product must exist and be sold; the amounts are quantity × unit price, in paisa. */
async function pricedLines(ctx: StaffContext, lines: InboxQuoteRequest['lines']) {
  const found = new Map((await findQuotedProducts(ctx.db, [...new Set(lines.map((l) => l.product_id))])).map((p) => [p.id, p]));
  const seen = new Set<number>();
  return lines.map((line, i) => {
    const product = found.get(line.product_id);
    const field = `lines.${i}.product_id`;
    if (!product) throw new ValidationError({ [field]: QUOTE_MESSAGES.unknownProduct(line.product_id) });
    if (!product.active) throw new ValidationError({ [field]: QUOTE_MESSAGES.inactiveProduct(product.title) });
    if (seen.has(product.id)) throw new ValidationError({ [field]: QUOTE_MESSAGES.duplicate(product.title) });
    seen.add(product.id);
    const amountPaisa = line.quantity * line.unit_price;
    return {
      productId: product.id,
      title: product.title,
      sku: product.sku,
      quantity: line.quantity,
      unitPricePaisa: line.unit_price,
      amountPaisa,
    };
  });
}

/** Builds, saves and mails a priced quote (a new version when the request already has one); the request moves to in progress. */
export async function sendQuote(ctx: StaffContext, kind: InboxKind, reference: string, body: InboxQuoteRequest) {
  const result = await ctx.db.transaction(async (tx) => {
    const found = await itemOrNotFound(tx, kind, reference, 'update');
    if (kind !== 'quote') throw new ConflictError(QUOTE_MESSAGES.notAQuoteRequest);
    if (found.status === 'closed') throw new ConflictError(QUOTE_MESSAGES.closed);
    const lines = await pricedLines({ ...ctx, db: tx }, body.lines);
    // Each amount is at most 10,000 × Rs 1 crore: a safe integer, and so is the sum of 50.
    const totalPaisa = lines.reduce((sum, line) => sum + line.amountPaisa, 0);
    const now = new Date();
    const latest = await findLatestQuoteVersion(tx, found.id);
    const number = latest?.number ?? quoteNumber(now, found.id);
    const version = (latest?.version ?? 0) + 1;
    const validUntil = validUntilDay(now, body.valid_days);
    const note = body.note || null;
    const customer = await findQuoteCustomer(tx, found.id);
    if (!customer) throw new NotFoundError();
    const seller = await sellerInformation(tx);
    const pdf = await renderQuotePdf({
      seller: paperSeller(seller),
      pricesIncludeVat: seller.prices_include_vat,
      number,
      version,
      createdAt: now,
      validUntil,
      requestReference: found.reference,
      customer,
      lines,
      totalPaisa,
      note,
    });
    const mailId = await enqueueMail(
      tx,
      quoteMail({
        to: customer.email,
        name: customer.name,
        requestReference: found.reference,
        number,
        version,
        totalPaisa,
        validUntil,
        note,
        pdf,
      }),
    );
    await insertQuote(
      tx,
      { quoteRequestId: found.id, number, version, validUntil, note, totalPaisa, pdf, mailId, authorId: ctx.actor.staff.id },
      lines,
    );
    const entryId = await addThreadEntry(tx, {
      kind,
      itemId: found.id,
      type: 'reply',
      body: [
        `Quote ${number} (version ${version}) sent: ${lines.length === 1 ? '1 line' : `${lines.length} lines`}, total ${formatPaisa(totalPaisa)}, valid until ${readableDate(validUntil)}.`,
        ...(note ? [note] : []),
      ].join('\n'),
      public: true,
      authorId: ctx.actor.staff.id,
      mailId,
    });
    const status: InboxStatus = found.status === 'new' ? 'in_progress' : found.status;
    if (status !== found.status) await updateInboxItem(tx, kind, found.id, { status });
    await audit(tx, auditContextOf(ctx), {
      action: 'inbox.quote',
      entity: `inbox_${kind}`,
      entityId: found.reference,
      before: { status: found.status },
      after: {
        status,
        quote: number,
        version,
        totalPaisa,
        validUntil,
        note,
        lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitPricePaisa: l.unitPricePaisa })),
        mailId,
        replyId: entryId,
        to: customer.email,
      },
    });
    return { item: { ...found, status }, number, version, to: customer.email };
  });
  return {
    result: 'success' as const,
    message: QUOTE_MESSAGES.sent(result.number, result.version, result.to),
    item: await detailOf(ctx.db, kind, result.item),
  };
}

/** One version's PDF as it was mailed, and the name it downloads under. */
export async function quotePdf(ctx: StaffContext, kind: InboxKind, reference: string, version: string) {
  if (kind !== 'quote' || !/^\d{1,4}$/.test(version)) throw new NotFoundError(QUOTE_MESSAGES.noQuote);
  const item = await itemOrNotFound(ctx.db, kind, reference);
  const quote = await findQuotePdf(ctx.db, item.id, Number(version));
  if (!quote) throw new NotFoundError(QUOTE_MESSAGES.noQuote);
  return { pdf: quote.pdf, name: quotePdfName(quote.number, quote.version) };
}
