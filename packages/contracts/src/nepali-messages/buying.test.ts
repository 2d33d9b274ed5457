import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../cart.ts';
import { CHECKOUT_MESSAGES, COUPON_MESSAGES, WALLET_MESSAGES } from '../checkout-messages.ts';
import { NEPAL_ADDRESS_MESSAGES } from '../nepal-address.ts';
import { messageIn } from '../nepali-messages.ts';
import { TRACKING_MESSAGES } from '../order-tracking-messages.ts';

const fixed = (messages: Record<string, unknown>) => Object.values(messages).filter((text): text is string => typeof text === 'string');

describe('the buying messages in Nepali (bag, checkout, wallet, coupon, address, tracking)', () => {
  // The bag's and the address's tables are typed out (their modules load zod): this catches one drifting from its English.
  it.each([
    ['bag', CART_MESSAGES],
    ['checkout', CHECKOUT_MESSAGES],
    ['wallet', WALLET_MESSAGES],
    ['coupon', COUPON_MESSAGES],
    ['address', NEPAL_ADDRESS_MESSAGES],
    ['tracking', TRACKING_MESSAGES],
  ] as const)('has a Nepali version of every fixed %s message', (_area, messages) => {
    const untranslated = fixed(messages).filter((english) => messageIn(english, 'ne') === english);
    expect(untranslated).toEqual([]);
  });

  it('leaves them English on the English site', () => {
    expect(messageIn(CART_MESSAGES.added, 'en')).toBe('Added to bag!');
    expect(messageIn(CART_MESSAGES.added, 'ne')).toBe('झोलामा राखियो!');
  });
});
