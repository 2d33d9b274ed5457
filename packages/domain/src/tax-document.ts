import { amountInWords } from './amount-in-words.ts';
import { dayInNepal, readableAdDate, readableBsDate, readableTimeInNepal } from './nepal-time.ts';
import { type Paisa, formatPaisa } from './money.ts';
import { type VatSplit, VAT_RATE_PERCENT, splitVat } from './vat.ts';

/**
 * A tax invoice or credit note (VAT Rules 2053 rule 17, schedule 5; decision 0122): what was
 * printed, kept as a snapshot on the document's row so that no later edit of the seller's settings,
 * a product or an order can change an issued document. `taxDocumentView` turns it into the lines
 * that the printable page and the PDF both print, so the two cannot drift.
 */

export type TaxDocumentKind = 'invoice' | 'credit_note';

export interface TaxDocumentLine {
  /** "Hikvision DS-2CD1043G2-I 4MP Bullet Camera": brand and model. */
  description: string;
  /** The product's HS code as stored (4–8 digits); the document prints the first 4. Null when the product has none. */
  hsCode: string | null;
  quantity: number;
  /** The price charged per unit, as the shop prices it (VAT-inclusive by default). */
  unitPaisa: Paisa;
  amountPaisa: Paisa;
  taxablePaisa: Paisa;
  vatPaisa: Paisa;
}

export interface TaxDocumentParty {
  name: string;
  address: string;
  /** The 9-digit PAN (for the seller, also the VAT number); null when the buyer gave none. */
  pan: string | null;
  phone: string;
  email: string;
}

export interface TaxDocument {
  kind: TaxDocumentKind;
  number: string;
  fiscalYear: string;
  /** ISO instant of issue. */
  issuedAt: string;
  orderNumber: string;
  paymentMethod: string;
  /** For a credit note: the invoice it reverses. */
  refersTo: { number: string; issuedAt: string } | null;
  reason: string | null;
  seller: TaxDocumentParty;
  buyer: TaxDocumentParty;
  pricesIncludeVat: boolean;
  lines: TaxDocumentLine[];
  subtotalPaisa: Paisa;
  shippingPaisa: Paisa;
  discountPaisa: Paisa;
  couponPaisa: Paisa;
  couponCode: string | null;
  taxablePaisa: Paisa;
  vatPaisa: Paisa;
  /** Taxable + VAT: the value of the supply. A wallet payment does not lower it. */
  totalPaisa: Paisa;
  walletPaisa: Paisa;
}

export interface TaxLineInput {
  description: string;
  hsCode: string | null;
  quantity: number;
  unitPaisa: Paisa;
}

export interface TaxAmountsInput {
  lines: TaxLineInput[];
  shippingPaisa: Paisa;
  /** Order-level discounts lower the taxable value: the SPEC's discount and a coupon. */
  discountPaisa: Paisa;
  couponPaisa: Paisa;
  pricesIncludeVat: boolean;
}

type TaxAmounts = Pick<
  TaxDocument,
  'lines' | 'subtotalPaisa' | 'shippingPaisa' | 'discountPaisa' | 'couponPaisa' | 'taxablePaisa' | 'vatPaisa' | 'totalPaisa'
>;

/**
 * The VAT split of an order. Each line, shipping and each discount is split on its own (half-up
 * to the paisa, decision 0122) and the invoice's taxable value and VAT are their sums, a discount
 * counting negative: the printed lines always add up, and taxable + VAT = total to the paisa.
 */
export function taxAmounts(input: TaxAmountsInput): TaxAmounts {
  const split = (paisa: Paisa): VatSplit => splitVat(paisa, input.pricesIncludeVat);
  const lines = input.lines.map((line) => {
    const amountPaisa = line.unitPaisa * line.quantity;
    const { taxablePaisa, vatPaisa } = split(amountPaisa);
    return { ...line, amountPaisa, taxablePaisa, vatPaisa };
  });
  const parts = [...lines.map((l) => split(l.amountPaisa)), split(input.shippingPaisa)];
  const minus = [split(input.discountPaisa), split(input.couponPaisa)];
  const sum = (splits: VatSplit[], key: keyof VatSplit) => splits.reduce((total, s) => total + s[key], 0);
  const taxablePaisa = sum(parts, 'taxablePaisa') - sum(minus, 'taxablePaisa');
  const vatDifference = sum(parts, 'vatPaisa') - sum(minus, 'vatPaisa');
  // VAT on top of a bag a coupon takes off whole: the lines' VAT, each rounded down, can sum to a
  // paisa under the coupon's; nothing is left to tax, so the VAT is 0, never negative (decision 0131).
  const vatPaisa = input.pricesIncludeVat ? vatDifference : Math.max(0, vatDifference);
  return {
    lines,
    subtotalPaisa: lines.reduce((total, l) => total + l.amountPaisa, 0),
    shippingPaisa: input.shippingPaisa,
    discountPaisa: input.discountPaisa,
    couponPaisa: input.couponPaisa,
    taxablePaisa,
    vatPaisa,
    totalPaisa: taxablePaisa + vatPaisa,
  };
}

/** The first four digits of an HS code (the heading), as Nepali invoices print it. */
export function hsHeading(hsCode: string | null): string {
  return hsCode ? hsCode.slice(0, 4) : '-';
}

export interface TaxDocumentView {
  kind: TaxDocumentKind;
  title: string;
  number: string;
  facts: { label: string; value: string }[];
  seller: string[];
  buyerTitle: string;
  buyer: string[];
  columns: { label: string; align: 'left' | 'right' }[];
  rows: string[][];
  totals: { label: string; amount: string; grand: boolean }[];
  words: string;
  footnotes: string[];
}

/** The English texts of the documents, in one place so that they can be translated later. */
export const TAX_DOCUMENT_TEXT = {
  invoiceTitle: 'TAX INVOICE',
  creditNoteTitle: 'CREDIT NOTE',
  invoiceNumber: 'Invoice No.',
  creditNoteNumber: 'Credit Note No.',
  againstInvoice: 'Against invoice',
  reason: 'Reason',
  fiscalYear: 'Fiscal year',
  dateBs: 'Date (BS)',
  dateAd: 'Date (AD)',
  issuedAt: 'Issued',
  orderNumber: 'Order No.',
  payment: 'Payment',
  panVat: 'PAN/VAT No.',
  buyer: 'Buyer',
  buyerPan: 'Buyer PAN',
  phone: 'Phone',
  email: 'E-mail',
  columns: ['S.N.', 'Item (brand, model)', 'HS code', 'Qty', 'Rate', 'Taxable', `VAT ${VAT_RATE_PERCENT}%`, 'Amount'],
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  discount: 'Discount',
  coupon: 'Coupon',
  taxable: 'Taxable amount',
  vat: `VAT (${VAT_RATE_PERCENT}%)`,
  total: 'Total',
  wallet: 'Paid from wallet',
  due: 'Amount to pay',
  refund: 'Credited to buyer',
  inWords: 'In words',
  inclusiveNote: `Prices include ${VAT_RATE_PERCENT}% VAT; the taxable amount and VAT are shown separately.`,
  exclusiveNote: `Prices exclude VAT; ${VAT_RATE_PERCENT}% VAT is added to the taxable amount.`,
  creditNoteNote: 'This credit note reverses the invoice above in full; the invoice itself is never changed.',
  thanks: 'Thank you for shopping with Suraksha. Keep this invoice for warranty claims.',
} as const;

const T = TAX_DOCUMENT_TEXT;
const money = (paisa: Paisa, deduction = false) => formatPaisa(deduction && paisa > 0 ? -paisa : paisa);

function partyLines(party: TaxDocumentParty, panLabel: string): string[] {
  return [
    party.name,
    party.address,
    ...(party.pan ? [`${panLabel}: ${party.pan}`] : []),
    `${T.phone}: ${party.phone}`,
    `${T.email}: ${party.email}`,
  ].filter(Boolean);
}

/** The document as printed, line by line: the printable page and the PDF print exactly these strings. */
export function taxDocumentView(doc: TaxDocument): TaxDocumentView {
  const isInvoice = doc.kind === 'invoice';
  const day = readableTimeInNepal(doc.issuedAt);
  const nepalDay = dayInNepal(new Date(doc.issuedAt));
  const facts = [
    { label: isInvoice ? T.invoiceNumber : T.creditNoteNumber, value: doc.number },
    ...(doc.refersTo
      ? [{ label: T.againstInvoice, value: `${doc.refersTo.number} (${readableBsDate(dayInNepal(new Date(doc.refersTo.issuedAt)))})` }]
      : []),
    { label: T.fiscalYear, value: doc.fiscalYear },
    { label: T.dateBs, value: readableBsDate(nepalDay) },
    { label: T.dateAd, value: readableAdDate(nepalDay) },
    { label: T.issuedAt, value: day },
    { label: T.orderNumber, value: doc.orderNumber },
    { label: T.payment, value: doc.paymentMethod },
    ...(doc.reason ? [{ label: T.reason, value: doc.reason }] : []),
  ];
  const rows = doc.lines.map((line, i) => [
    String(i + 1),
    line.description,
    hsHeading(line.hsCode),
    String(line.quantity),
    money(line.unitPaisa),
    money(line.taxablePaisa),
    money(line.vatPaisa),
    money(line.amountPaisa),
  ]);
  const line = (label: string, amount: string, grand = false) => ({ label, amount, grand });
  const totals = [
    line(T.subtotal, money(doc.subtotalPaisa)),
    line(T.shipping, money(doc.shippingPaisa)),
    line(T.discount, money(doc.discountPaisa, true)),
    ...(doc.couponPaisa > 0 ? [line(doc.couponCode ? `${T.coupon} (${doc.couponCode})` : T.coupon, money(doc.couponPaisa, true))] : []),
    line(T.taxable, money(doc.taxablePaisa)),
    line(T.vat, money(doc.vatPaisa)),
    line(T.total, money(doc.totalPaisa), true),
    ...(isInvoice && doc.walletPaisa > 0
      ? [line(T.wallet, money(doc.walletPaisa, true)), line(T.due, money(doc.totalPaisa - doc.walletPaisa))]
      : []),
    ...(isInvoice ? [] : [line(T.refund, money(doc.totalPaisa))]),
  ];
  return {
    kind: doc.kind,
    title: isInvoice ? T.invoiceTitle : T.creditNoteTitle,
    number: doc.number,
    facts,
    seller: partyLines(doc.seller, T.panVat),
    buyerTitle: T.buyer,
    buyer: partyLines(doc.buyer, T.buyerPan),
    columns: T.columns.map((label, i) => ({ label, align: i <= 2 ? 'left' : 'right' })),
    rows,
    totals,
    words: `${T.inWords}: ${amountInWords(doc.totalPaisa)}`,
    footnotes: [doc.pricesIncludeVat ? T.inclusiveNote : T.exclusiveNote, ...(isInvoice ? [T.thanks] : [T.creditNoteNote])],
  };
}
