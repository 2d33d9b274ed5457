// No test-runner imports here: the Playwright journeys and the checkout bench build their orders with it too.

/** A valid checkout payload; amounts default to a bag without wallet or coupon. */
export function checkoutPayload(overrides: Record<string, unknown> = {}) {
  return {
    full_name: 'Sita Sharma',
    company: '',
    email: 'sita@example.com',
    phone: '9801234567',
    state: 'Bagmati (Province 3)',
    city: 'Kathmandu',
    street: 'Kalanki Chowk, Ward 14',
    country: 'Nepal',
    postal: '44600',
    payment: 'Cash On Delivery',
    shop_code: '22280',
    wallet_amount: 0,
    coupon_code: null,
    coupon_amount: 0,
    total_amount: 0,
    ...overrides,
  };
}
