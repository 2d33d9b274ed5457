/** The tax invoice's texts a browser needs (zod-free, so the storefront can import them; decision 0122). */
export const TAX_DOCUMENT_MESSAGES = {
  buyerPanLabel: 'PAN for the VAT invoice (optional)',
  buyerPan: 'A PAN is the 9 digits Inland Revenue issued; leave it empty if you have none.',
  buyerPanLocked: (status: string) =>
    `The buyer PAN can be changed only while the order is Pending Order (it is ${status}): its invoice has gone out with the order. Cancel the order for a credit note and place it again.`,
  buyerPanSaved: 'Buyer PAN saved; the invoice shows it.',
} as const;
