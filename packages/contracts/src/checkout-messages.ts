// Texts of checkout, wallet and coupon calls, shared by the API and the browser (no zod here).

export const PAYMENT_CASH_ON_DELIVERY = 'Cash On Delivery';
export const COUNTRY_NEPAL = 'Nepal';
/** The header a checkout submit carries so that a retried submit places the order once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const CHECKOUT_LIMITS = {
  companyMax: 120,
  cityMin: 2,
  cityMax: 80,
  streetMin: 3,
  streetMax: 200,
  couponCodeMax: 40,
  idempotencyKeyMax: 100,
} as const;

export const CHECKOUT_MESSAGES = {
  placed: (orderNumber: string) => `Thank you! Your order ${orderNumber} has been placed.`,
  fullName: 'Please add your full name to your profile first.',
  phone: 'Please enter a valid Nepali phone number, e.g. 9801234567 or 01-4123456.',
  state: 'Please choose your province.',
  city: 'Please enter your city.',
  street: 'Please enter your street address.',
  country: 'We deliver within Nepal only.',
  postal: 'A postal code has 5 digits, e.g. 44600.',
  payment: 'Cash On Delivery is the only payment method.',
  company: `The company name must be at most ${CHECKOUT_LIMITS.companyMax} characters.`,
  shopCode: 'This checkout belongs to another shop.',
  amount: 'Please send an amount in rupees with at most two decimals.',
  couponCode: 'Please enter a coupon code.',
  idempotencyKey: 'The Idempotency-Key header must be 1 to 100 letters, digits, dots, colons, underscores or hyphens.',
  idempotencyReused: 'This Idempotency-Key was already used for a different checkout.',
  emptyBag: 'Your bag is empty.',
  totalsChanged: 'Your bag has changed. Please check the new total and try again.',
  outOfStock: (name: string, left: number) => (left > 0 ? `Only ${left} of ${name} left in stock.` : `${name} is out of stock.`),
  tryAgain: 'Please try again.',
} as const;

export const WALLET_MESSAGES = {
  applied: 'Wallet applied.',
  empty: 'Your wallet is empty.',
  nothingDue: 'There is nothing left to pay with your wallet.',
  short: 'Your wallet balance is not enough for the amount you chose.',
} as const;

export const COUPON_MESSAGES = {
  applied: 'Coupon applied.',
  unknown: 'This coupon code is not valid.',
  notYetValid: 'This coupon is not valid yet.',
  paused: 'This coupon is not available right now.',
  expired: 'This coupon has expired.',
  exhausted: 'This coupon has been fully redeemed.',
  usedUpByYou: 'You have already used this coupon.',
  belowMinimum: (minimum: string) => `This coupon needs an order of ${minimum} or more.`,
} as const;

/** SPEC §4/§8: the toast for a second try of the wallet or a coupon within one checkout. */
export const ALREADY_APPLIED = 'Already applied';
