import { oneLine } from '../forms/submission-reference.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { QuotedProduct } from './repo.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

export interface QuoteMailContent {
  reference: string;
  product: QuotedProduct | null;
  type: 'Single' | 'Company';
  fullName: string;
  companyName: string | undefined;
  emailAddress: string;
  phoneNumber: string;
  address: string;
  message: string | undefined;
}

/**
 * The mail that tells the shop a quote was asked for. Plain text only, so whatever the sender
 * typed (HTML included) reaches the shop's inbox as text.
 */
export function quoteRequestMail(shopEmail: string, publicUrl: string, content: QuoteMailContent): OutgoingMail {
  const about = content.product ? oneLine(content.product.title, 80) : 'general quote';
  const product = content.product
    ? [
        `Product: ${content.product.title} (SKU ${content.product.sku})`,
        `Page: ${new URL(`/products/${encodeURIComponent(content.product.slug)}`, publicUrl).href}`,
      ]
    : ['Product: none, a general quote request'];
  return {
    to: shopEmail,
    template: 'quote-request',
    subject: `Quote request ${content.reference}: ${about}`,
    text: [
      `A buyer asked for a quote through the Request Form (reference ${content.reference}).`,
      '',
      ...product,
      `User type: ${content.type}`,
      `Full name: ${oneLine(content.fullName, 100)}`,
      ...(content.type === 'Company' ? [`Company: ${oneLine(content.companyName ?? '', 150)}`] : []),
      `E-mail: ${content.emailAddress}`,
      `Phone: ${formatPhone(content.phoneNumber)}`,
      `Address: ${oneLine(content.address, 300)}`,
      '',
      content.message ?? '(no message)',
      '',
      'Reply with a quotation by e-mail or phone; the request is in the back office under its reference.',
    ].join('\n'),
  };
}
