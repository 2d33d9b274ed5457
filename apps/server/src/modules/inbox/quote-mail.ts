import { formatPaisa } from '@suraksha/domain/money';
import { readableDate } from '@suraksha/domain/nepal-time';
import { oneLine } from '../forms/submission-reference.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { quotePdfName } from './quote-pdf.ts';

/**
 * The mail that carries a priced quote to the customer (decision 0110): plain text that says what
 * the PDF holds (number, total, validity), the staff member's note, and the PDF attached.
 */
export function quoteMail(quote: {
  to: string;
  name: string;
  requestReference: string;
  number: string;
  version: number;
  totalPaisa: number;
  validUntil: string;
  note: string | null;
  pdf: Buffer;
}): OutgoingMail {
  const revised = quote.version > 1 ? ` (revised, version ${quote.version})` : '';
  return {
    to: quote.to,
    template: 'inbox-quote',
    subject: `Your quote ${quote.number}${revised} from Suraksha, for request ${quote.requestReference}`,
    text: [
      `Dear ${oneLine(quote.name, 100)},`,
      '',
      `Thank you for your quote request ${quote.requestReference}. Our quote ${quote.number}${revised} is attached as a PDF.`,
      `Total: ${formatPaisa(quote.totalPaisa)} (prices include 13% VAT), valid until ${readableDate(quote.validUntil)}.`,
      ...(quote.note ? ['', quote.note] : []),
      '',
      'To order, reply to this mail quoting the number above.',
      'Suraksha',
    ].join('\n'),
    attachments: [{ filename: quotePdfName(quote.number, quote.version), contentType: 'application/pdf', bytes: quote.pdf }],
  };
}
