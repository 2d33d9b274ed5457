import { describe, expect, it } from 'vitest';
import { isNepaliPhone, normalizeNepaliPhone } from './nepal-phone.ts';

describe('Nepali phone numbers', () => {
  it.each([
    ['9801234567', '9801234567'],
    ['9841234567', '9841234567'],
    ['9761234567', '9761234567'],
    ['9661234567', '9661234567'],
    ['+9779801234567', '9801234567'],
    ['+977 980-123-4567', '9801234567'],
    ['977 9801234567', '9801234567'],
    ['  980 123 4567  ', '9801234567'],
    ['01-4123456', '01-4123456'],
    ['014123456', '01-4123456'],
    ['01 5123456', '01-5123456'],
    ['061-123456', '061-123456'],
    ['061123456', '061-123456'],
    ['+977-1-4123456', '01-4123456'],
    ['+977 61 123456', '061-123456'],
    ['97714123456', '01-4123456'],
  ])('accepts %s as %s', (input, normalized) => {
    expect(isNepaliPhone(input)).toBe(true);
    expect(normalizeNepaliPhone(input)).toBe(normalized);
  });

  it.each([
    '',
    '   ',
    '980123456', // 9 digits
    '98012345678', // 11 digits
    '9501234567', // not a mobile prefix
    '8801234567',
    '1234567890',
    '+919801234567', // another country
    '+9801234567', // a + without the country code
    '+977-01-4123456', // the leading 0 is dropped after +977
    '0014123456',
    '14123456', // a landline without its 0
    '01-412345', // too short
    '01/4123456',
    '(01) 4123456',
    '9801234567 ext 2',
    '980123456a',
    '-9801234567',
    '98012345６7', // a full-width digit
  ])('refuses %j', (input) => {
    expect(isNepaliPhone(input)).toBe(false);
    expect(normalizeNepaliPhone(input)).toBeNull();
  });
});
