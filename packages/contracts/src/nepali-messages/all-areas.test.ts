import { describe, expect, it } from 'vitest';
import { NEPALI_MESSAGE_AREAS, messageIn } from '../nepali-messages.ts';

describe('the fixed messages in Nepali, all areas together', () => {
  it('give each English text one Nepali version: no text is in two areas’ tables', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, table] of Object.entries(NEPALI_MESSAGE_AREAS))
      for (const english of Object.keys(table)) {
        const first = owner.get(english);
        if (first) twice.push(`${english} (${first}, ${area})`);
        else owner.set(english, area);
      }
    expect(twice).toEqual([]);
  });

  it('leave a text with no Nepali version, and every text on the English site, as it is', () => {
    expect(messageIn('Something nobody translated.', 'ne')).toBe('Something nobody translated.');
    const [english = ''] = Object.keys(NEPALI_MESSAGE_AREAS.FORMS_IN_NEPALI ?? {});
    expect(messageIn(english, 'en')).toBe(english);
    expect(messageIn(english, 'ne')).not.toBe(english);
  });
});
