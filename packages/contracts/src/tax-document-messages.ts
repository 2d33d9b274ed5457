/** The tax invoice's texts a browser needs (zod-free, so the storefront can import them; decision 0122). */
export const TAX_DOCUMENT_MESSAGES = {
  buyerPanLabel: 'PAN for the VAT invoice (optional)',
  buyerPan: 'A PAN is the 9 digits Inland Revenue issued; leave it empty if you have none.',
  buyerPanLocked: 'The buyer PAN can no longer be changed: the order has been cancelled and its credit note issued.',
} as const;
