import { describe, expect, it } from 'vitest';
import { CART_MESSAGES, onlyLeftInStock } from '../cart.ts';
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
    expect(messageIn(CART_MESSAGES.added, 'ne')).toBe('झोलामा थपियो!');
  });

  it('puts the messages that carry a value into Nepali with the value in its place', () => {
    expect(messageIn(CHECKOUT_MESSAGES.placed('SRK-7KQ29XHD'), 'ne')).toBe('धन्यवाद! तपाईंको अर्डर SRK-7KQ29XHD राखिएको छ।');
    expect(messageIn(CHECKOUT_MESSAGES.outOfStock('Dome Camera', 3), 'ne')).toBe('Dome Camera स्टकमा 3 वटा मात्र बाँकी छन्।');
    expect(messageIn(CHECKOUT_MESSAGES.outOfStock('Dome Camera', 0), 'ne')).toBe('Dome Camera स्टकमा छैन।');
    expect(messageIn(COUPON_MESSAGES.belowMinimum('Rs 10,000.00'), 'ne')).toBe('यो कुपनका लागि कम्तीमा Rs 10,000.00 को अर्डर चाहिन्छ।');
    expect(messageIn(onlyLeftInStock(4), 'ne')).toBe('स्टकमा 4 वटा मात्र बाँकी छ।');
  });
});
