import type { TaxDocumentViewBody } from '@suraksha/contracts/tax-document';
import { type TaxDocument, type TaxLineInput, taxAmounts, taxDocumentView } from '@suraksha/domain/tax-document';

/** A tax invoice as the server sends it (GET /customer/myorders/{id} → tax_documents), built by the shared domain model. */
export function aTaxInvoice(
  lines: TaxLineInput[],
  overrides: Partial<Pick<TaxDocument, 'couponCode' | 'walletPaisa' | 'buyer'>> & { couponPaisa?: number } = {},
): TaxDocument {
  return {
    kind: 'invoice',
    number: '2082/83-000042',
    fiscalYear: '2082/83',
    issuedAt: '2026-03-10T04:15:00.000Z',
    orderNumber: 'SRK-7QK4M2XA',
    paymentMethod: 'Cash On Delivery',
    refersTo: null,
    reason: null,
    seller: {
      name: 'Suraksha Security Pvt. Ltd.',
      address: 'Kalanki, Kathmandu 14, Bagmati Province, Nepal',
      pan: '609871234',
      phone: '01-5123456',
      email: 'info@suraksha.com.np',
    },
    buyer: overrides.buyer ?? {
      name: 'Sita Sharma, Sharma Traders',
      address: 'Kalanki Chowk, Ward 14, Kathmandu Metropolitan City, Kathmandu District, Kathmandu, Bagmati Province 44600, Nepal',
      pan: null,
      phone: '980-1234567',
      email: 'sita@example.com',
    },
    pricesIncludeVat: true,
    couponCode: overrides.couponCode ?? null,
    walletPaisa: overrides.walletPaisa ?? 0,
    ...taxAmounts({ lines, shippingPaisa: 0, discountPaisa: 0, couponPaisa: overrides.couponPaisa ?? 0, pricesIncludeVat: true }),
  };
}

/** The credit note that reverses `invoice`, as the server prints it. */
export function aCreditNote(invoice: TaxDocument): TaxDocument {
  return {
    ...invoice,
    kind: 'credit_note',
    number: 'CN-2082/83-000003',
    issuedAt: '2026-03-12T06:00:00.000Z',
    refersTo: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: 'Bought it elsewhere',
  };
}

export const printed = (...documents: TaxDocument[]): TaxDocumentViewBody[] => documents.map(taxDocumentView);
