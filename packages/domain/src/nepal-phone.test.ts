import { describe, expect, it } from 'vitest';
import { accountPhone, formatPhone, nepaliPhoneE164, phoneSearchDigits } from './nepal-phone.ts';

/**
 * The one table of the Nepali phone rule (decision 0120): real prefixes, each written the ways people
 * write them, → what is stored (E.164) and what is shown; null for a refusal (every caller then
 * answers its contract's "valid Nepali phone number" message).
 */
const MOBILE_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['984', 'NTC'],
  ['985', 'NTC'],
  ['986', 'NTC'],
  ['974', 'NTC'],
  ['975', 'NTC'],
  ['976', 'NTC'],
  ['980', 'Ncell'],
  ['981', 'Ncell'],
  ['982', 'Ncell'],
  ['970', 'Ncell'],
  ['961', 'SmartCell'],
  ['962', 'SmartCell'],
  ['988', 'SmartCell'],
  ['972', 'UTL'],
];

/** Each mobile as 10 digits and the ways of writing them: 980 1234567 → what people type. */
const mobileWritings = (prefix: string): string[] => [
  `${prefix}1234567`,
  `${prefix}-1234567`,
  `${prefix} 123 4567`,
  `${prefix}.123.4567`,
  `(${prefix}) 1234567`,
  `+977${prefix}1234567`,
  `+977 ${prefix}-123-4567`,
  `+977-${prefix}-1234567`,
  `977 ${prefix}1234567`,
  `00977 ${prefix} 1234567`,
  `0${prefix}1234567`,
  `  ${prefix}1234567  `,
];

/** Landlines: area code without its trunk 0, a real subscriber number, the area. */
const LANDLINES: ReadonlyArray<readonly [string, string, string]> = [
  ['1', '4123456', 'Kathmandu valley'],
  ['1', '5523456', 'Lalitpur'],
  ['1', '6612345', 'Bhaktapur'],
  ['61', '521234', 'Pokhara'],
  ['21', '523456', 'Biratnagar'],
  ['56', '523456', 'Chitwan'],
  ['71', '523456', 'Butwal'],
  ['91', '523456', 'Dhangadhi'],
];

const landlineWritings = (area: string, number: string): string[] => [
  `0${area}-${number}`,
  `0${area}${number}`,
  `0${area} ${number}`,
  `(0${area}) ${number}`,
  `0${area}.${number}`,
  `+977-${area}-${number}`,
  `+977 0${area} ${number}`,
  `977${area}${number}`,
  `00977-${area}-${number}`,
];

const REFUSED: ReadonlyArray<readonly [string, string]> = [
  ['', 'empty'],
  ['   ', 'blank'],
  ['980123456', 'a mobile one digit short'],
  ['98012345678', 'a mobile one digit long'],
  ['01-412345', 'a Kathmandu landline one digit short'],
  ['01-41234567', 'a Kathmandu landline one digit long'],
  ['061-52123', 'a Pokhara landline one digit short'],
  ['9501234567', '95X is no mobile prefix'],
  ['9831234567', '983 is not assigned'],
  ['9771234567', '977 is not assigned (and 977 without + is not read as the country code of a 7-digit number)'],
  ['9661234567', '966 is not assigned'],
  ['8801234567', 'no mobile starts with 8'],
  ['061-123456', 'outside the valley a landline number starts with 2 to 6'],
  ['1660-01-23456', 'a toll-free number'],
  ['1234567890', 'neither mobile nor landline'],
  ['+919801234567', 'India'],
  ['+44 20 7946 0958', 'the United Kingdom'],
  ['+1 212 555 0123', 'the United States'],
  ['+9801234567', 'a + without the country code'],
  ['0014123456', 'an international prefix with no country'],
  ['01/4123456', 'a slash'],
  ['9801234567 ext 2', 'an extension'],
  ['980123456a', 'a letter'],
  ['98012345６7', 'a full-width digit'],
  ['९८०१२३४५६७', 'Devanagari digits (libphonenumber reads Latin digits only)'],
  ['98+01234567', 'a + inside'],
];

describe('the Nepali phone rule', () => {
  describe.each(MOBILE_PREFIXES)('a %s mobile (%s)', (prefix) => {
    it.each(mobileWritings(prefix))('%j is stored in E.164 and shown as the buyer reads it', (written) => {
      expect(nepaliPhoneE164(written)).toBe(`+977${prefix}1234567`);
      expect(formatPhone(nepaliPhoneE164(written) as string)).toBe(`${prefix}-1234567`);
    });
  });

  describe.each(LANDLINES)('a landline of area code 0%s (%s)', (area, number) => {
    it.each(landlineWritings(area, number))('%j is stored in E.164 and shown with its area code', (written) => {
      expect(nepaliPhoneE164(written)).toBe(`+977${area}${number}`);
      expect(formatPhone(nepaliPhoneE164(written) as string)).toBe(`0${area}-${number}`);
    });
  });

  it.each(REFUSED)('refuses %j (%s)', (written) => {
    expect(nepaliPhoneE164(written)).toBeNull();
  });

  it('reads what it stored, and what the rule stored before (decision 0041), as the same number', () => {
    expect(nepaliPhoneE164('+9779801234567')).toBe('+9779801234567');
    expect(nepaliPhoneE164('9801234567')).toBe('+9779801234567');
    expect(nepaliPhoneE164('01-4123456')).toBe('+97714123456');
    expect(nepaliPhoneE164('061-521234')).toBe('+97761521234');
  });
});

describe('formatPhone', () => {
  it.each([
    ['+9779801234567', '980-1234567'],
    ['+97714123456', '01-4123456'],
    ['+97761521234', '061-521234'],
    ['9801234567', '980-1234567'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['not a phone', 'not a phone'],
  ])('shows %j as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});

describe('phoneSearchDigits', () => {
  it.each<readonly [string, string | null, string]>([
    ['980-1234567', '9801234567', 'a whole mobile as it is shown'],
    ['+977 9801234567', '9801234567', 'a whole mobile in E.164'],
    ['01-4123456', '14123456', 'a whole landline: E.164 has no trunk 0'],
    ['4123456', '4123456', 'a part'],
    ['01-412', '1412', 'a part with the trunk 0'],
    ['980 12', '98012', 'a part with a space'],
    ['98', null, 'too short'],
    ['ram', null, 'a name'],
    ['ram@example.com', null, 'an e-mail'],
  ])('%j → %j (%s)', (term, digits) => {
    expect(phoneSearchDigits(term)).toBe(digits);
  });
});

describe('accountPhone', () => {
  it.each([
    ['+977 984-123-4567', '+9779841234567', 'a Nepali mobile in E.164'],
    ['01-4123456', '+97714123456', 'a Nepali landline in E.164'],
    [' +44 20 7946 0958 ', '+44 20 7946 0958', 'a foreign number as typed, trimmed'],
  ])('stores %j as %j (%s)', (typed, stored) => {
    expect(accountPhone(typed)).toBe(stored);
  });
});
