import { CHECKOUT_MESSAGES } from '@suraksha/contracts/checkout-messages';
import { CONTACT_MESSAGES } from '@suraksha/contracts/contact-messages';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { QUOTE_MESSAGES } from '@suraksha/contracts/quote-request-messages';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressCheckRequest, checkoutRequest } from '../checkout/address-rules.ts';
import { contactSubmission } from '../contact/service.ts';
import { quoteSubmission } from '../quote-requests/service.ts';
import { serviceRequestSubmission } from '../service-requests/service.ts';

/**
 * Every caller of the Nepali phone rule (packages/domain nepal-phone.test.ts holds the table)
 * stores the same number the same way and refuses the same input, each with its contract's
 * message. Before, the copies each wrapped the rule in their own way.
 */
const callers: ReadonlyArray<readonly [string, z.ZodType, string]> = [
  ['contact', contactSubmission.shape.phone, CONTACT_MESSAGES.phoneInvalid],
  ['quote request', quoteSubmission.shape.phone_number, QUOTE_MESSAGES.phoneInvalid],
  ['service request (and the other inbound forms)', serviceRequestSubmission.shape.phone, FORM_MESSAGES.phoneInvalid],
  ['address check', addressCheckRequest.shape.phone, CHECKOUT_MESSAGES.phone],
  ['checkout', checkoutRequest.shape.phone, CHECKOUT_MESSAGES.phone],
];

describe.each(callers)('the phone of the %s', (_name, field, invalid) => {
  it.each([
    ['+977 980-123-4567', '+9779801234567'],
    [' 01 4123456 ', '+97714123456'],
    ['+977-01-4123456', '+97714123456'],
    ['977 61 521234', '+97761521234'],
    ['(061) 521.234', '+97761521234'],
  ])('stores %j as %j', (input, stored) => {
    expect(field.parse(input)).toBe(stored);
  });

  it.each(['980123456', '9831234567', '+919801234567', '01/4123456', 'x'.repeat(31)])(
    'refuses %j with the contract message, once',
    (input) => {
      const result = field.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([invalid]);
    },
  );
});
