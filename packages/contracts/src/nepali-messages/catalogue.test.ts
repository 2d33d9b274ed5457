import { describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES } from '../compare-messages.ts';
import { messageIn } from '../nepali-messages.ts';
import { QUOTE_MESSAGES } from '../quote-request-messages.ts';
import { WISHLIST_MESSAGES } from '../wishlist.ts';

describe('the catalogue’s messages in Nepali', () => {
  it('has a Nepali version of every compare, wishlist and Request Form message', () => {
    for (const english of [...Object.values(COMPARE_MESSAGES), ...Object.values(WISHLIST_MESSAGES), ...Object.values(QUOTE_MESSAGES)]) {
      const nepali = messageIn(english, 'ne');
      expect(nepali, english).not.toBe(english);
      expect(nepali, english).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps numbers and examples as they are, and leaves the English site in English', () => {
    expect(messageIn(COMPARE_MESSAGES.tooMany, 'ne')).toBe('बढीमा 4 वटा सामानको मात्र तुलना गर्न सकिन्छ। अर्को थप्न एउटा हटाउनुहोस्।');
    expect(messageIn(QUOTE_MESSAGES.phoneInvalid, 'ne')).toContain('9801234567');
    expect(messageIn(WISHLIST_MESSAGES.added, 'ne')).toBe('मनपर्ने सूचीमा राखियो!');
    expect(messageIn(WISHLIST_MESSAGES.added, 'en')).toBe('Added to wishlist!');
    expect(messageIn('Category not found.', 'ne')).toBe('श्रेणी भेटिएन।');
  });
});
