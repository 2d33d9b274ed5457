// What order tracking says, shared by the API and the browser (no zod here).

export const TRACKING_MESSAGES = {
  /** SPEC §5, exact: the client check and the server's errorMessage when a field is missing. */
  required: 'Please enter your email & order number.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid e-mail address.',
  orderNumberRequired: 'Please enter your order number.',
  orderNumberInvalid: 'This is not an order number.',
  /** The same answer for an unknown order and a wrong e-mail/number pair. */
  notFound: 'No order found for that e-mail and order number.',
} as const;
