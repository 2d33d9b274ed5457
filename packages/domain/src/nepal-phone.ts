/**
 * THE Nepali phone rule: every form and the checkout accept and store phones through it.
 *
 * Nepali phone numbers as people write them: a mobile (98X, 97X, 96X and 7 more digits) or a
 * landline with its area code (01-4123456 in the Kathmandu valley, 061-123456 in Pokhara),
 * with or without the country code (+977 / 977), and with spaces or hyphens anywhere between
 * the digits. After the country code a landline's leading 0 is dropped when dialling, but many
 * shops and offices print it anyway (+977-01-4123456): both are the same number.
 */

const MOBILE = /^9[678]\d{8}$/;
/** 0, then the area code and number: 8 digits in all, the area code never starting with 0. */
const LANDLINE = /^0[1-9]\d{7}$/;

/** The national digits of `input` (mobile 10, landline 9), or null when it is not a Nepali number. */
function nationalDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[0-9][0-9 -]*[0-9]$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[ -]/g, '');
  const international = trimmed.startsWith('+');
  // Without a +, a number of national length is national: 977… is also a mobile prefix.
  if (!international && (MOBILE.test(digits) || LANDLINE.test(digits))) return digits;
  const rest = /^\+?977(\d+)$/.exec(digits)?.[1];
  if (rest === undefined) return null;
  if (MOBILE.test(rest) || LANDLINE.test(rest)) return rest;
  return LANDLINE.test(`0${rest}`) ? `0${rest}` : null;
}

/**
 * One way of writing each number, for storing and for the shop's staff to dial:
 * a mobile as its 10 digits ('9801234567'), a landline as area code and number
 * ('01-4123456', '061-123456'). Null when `input` is not a Nepali number.
 */
export function normalizeNepaliPhone(input: string): string | null {
  const digits = nationalDigits(input);
  if (digits === null || MOBILE.test(digits)) return digits;
  // The Kathmandu valley's area code is 01; every other area code has two digits (021…099).
  const areaCodeLength = digits.startsWith('01') ? 2 : 3;
  return `${digits.slice(0, areaCodeLength)}-${digits.slice(areaCodeLength)}`;
}
