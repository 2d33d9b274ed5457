import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { NEPAL_PHONE_METADATA } from './nepal-phone-metadata.ts';

/**
 * THE Nepali phone rule (decision 0120): every form, the checkout and the accounts store phones through
 * it, and every page, mail and document shows them through `formatPhone`.
 *
 * libphonenumber-js reads the number with Nepal's metadata alone (nepal-phone-metadata.ts): +977,
 * 977 or 00977 or nothing before it, the trunk 0 of an area code written or not, spaces, hyphens,
 * dots and brackets anywhere. Nepal's numbering plan decides the rest: a mobile of an assigned
 * prefix (NTC 984/985/986/974/975/976, Ncell 980/981/982/970, SmartCell 961/962/988, UTL 972…) or a
 * landline of a real area code. Toll-free and unassigned numbers, and other countries', are refused.
 */

/** What a person writes around the digits; anything else (a letter, a slash, "ext") is refused. */
const WRITTEN_PHONE = /^\+?[0-9 ().-]+$/;

/** Mobiles and landlines: a toll-free line never answers a delivery call. */
const REACHABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE']);

function parseNepaliPhone(input: string): PhoneNumber | null {
  const written = input.trim();
  if (!WRITTEN_PHONE.test(written)) return null;
  const phone = parsePhoneNumberFromString(written, { defaultCountry: 'NP', extract: false }, NEPAL_PHONE_METADATA);
  if (phone === undefined || phone.country !== 'NP' || phone.ext !== undefined) return null;
  const type = phone.getType();
  return type !== undefined && REACHABLE_TYPES.has(type) ? phone : null;
}

/**
 * The stored form of a Nepali phone, E.164: '+9779801234567', '+97714123456'. Null when `input` is
 * not a Nepali mobile or landline.
 */
export function nepaliPhoneE164(input: string): string | null {
  return parseNepaliPhone(input)?.number ?? null;
}

/**
 * A stored phone as a Nepali reads it: '980-1234567', '01-4123456', '061-521234'. Anything else
 * (a number stored before decision 0120 that was never valid, an account's foreign number) is
 * shown as it was stored.
 */
export function formatPhone(stored: string): string {
  return parseNepaliPhone(stored)?.formatNational() ?? stored;
}

/**
 * What a staff member's search looks for inside stored phones, or null when the search is not a
 * phone (fewer than 3 digits, or letters). A whole Nepali number written any way is its national
 * number ('980-1234567' → '9801234567', '01-4123456' → '14123456'); a part keeps its digits without
 * the trunk 0, which E.164 does not store.
 */
export function phoneSearchDigits(term: string): string | null {
  const whole = parseNepaliPhone(term);
  if (whole !== null) return whole.nationalNumber;
  const written = term.trim();
  if (!WRITTEN_PHONE.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  return digits.length >= 3 ? digits.replace(/^0/, '') : null;
}

/**
 * An account's phone as stored (register, profile): a Nepali number in E.164 like every other phone;
 * anything else as typed, since a customer may live abroad (decision 0041) and Nepal's metadata alone
 * cannot read another country's number.
 */
export function accountPhone(input: string): string {
  return nepaliPhoneE164(input) ?? input.trim();
}
