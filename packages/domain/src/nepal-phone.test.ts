import { describe, expect, it } from 'vitest';
import { normalizeNepaliPhone } from './nepal-phone.ts';

/**
 * The one table of the Nepali phone rule: what a person types → what is stored, or null for a
 * refusal (every caller then answers its contract's "valid Nepali phone number" message). It
 * covers what the contact form, the quote request, the other inbound forms (career, service
 * request, support ticket, e-waste) and the checkout each accepted or refused before they all
 * came to use this rule.
 */
const TABLE: ReadonlyArray<readonly [string, string | null, string]> = [
  // Mobiles: 96X, 97X, 98X and 7 more digits.
  ['9801234567', '9801234567', 'Ncell'],
  ['9841234567', '9841234567', 'Nepal Telecom'],
  ['9761234567', '9761234567', '97X'],
  ['9661234567', '9661234567', '96X'],
  ['9771234567', '9771234567', '977… without a + is a mobile of national length, not the country code'],
  ['+9779801234567', '9801234567', 'with the country code'],
  ['+977 980-123-4567', '9801234567', 'spaces and hyphens anywhere'],
  ['977 9801234567', '9801234567', 'the country code without +'],
  ['  980 123 4567  ', '9801234567', 'surrounding spaces'],
  // Landlines: 0, the area code (01 in the Kathmandu valley, two digits elsewhere) and the number.
  ['01-4123456', '01-4123456', 'Kathmandu'],
  ['014123456', '01-4123456', 'Kathmandu without the hyphen'],
  ['01 5123456', '01-5123456', 'Lalitpur with a space'],
  ['061-123456', '061-123456', 'Pokhara'],
  ['061123456', '061-123456', 'Pokhara without the hyphen'],
  ['+977-1-4123456', '01-4123456', 'the country code drops the 0 when dialled'],
  ['+977 61 123456', '061-123456', 'Pokhara with the country code'],
  ['97714123456', '01-4123456', 'the country code without + or separators'],
  ['+977-01-4123456', '01-4123456', 'the 0 written after the country code, as many offices print it'],
  ['977 061 123456', '061-123456', 'the same without +'],
  // Refused.
  ['', null, 'empty'],
  ['   ', null, 'blank'],
  ['980123456', null, '9 digits'],
  ['98012345678', null, '11 digits'],
  ['9501234567', null, 'not a mobile prefix'],
  ['8801234567', null, 'not a mobile prefix'],
  ['1234567890', null, 'neither mobile nor landline'],
  ['+919801234567', null, 'another country'],
  ['+9801234567', null, 'a + without the country code'],
  ['+977 0 9801234567', null, 'a mobile never has a 0 before it'],
  ['09801234567', null, 'a mobile never has a 0 before it'],
  ['0014123456', null, 'an area code never starts with 0'],
  ['14123456', null, 'a landline without its 0'],
  ['01-412345', null, 'too short'],
  ['01/4123456', null, 'a slash'],
  ['(01) 4123456', null, 'brackets'],
  ['9801234567 ext 2', null, 'an extension'],
  ['980123456a', null, 'a letter'],
  ['-9801234567', null, 'a leading hyphen'],
  ['98012345６7', null, 'a full-width digit'],
];

describe('the Nepali phone rule', () => {
  it.each(TABLE)('%j → %j (%s)', (input, stored) => {
    expect(normalizeNepaliPhone(input)).toBe(stored);
  });

  it('stores what it stores unchanged when given it again', () => {
    for (const [, stored] of TABLE) if (stored !== null) expect(normalizeNepaliPhone(stored)).toBe(stored);
  });
});
