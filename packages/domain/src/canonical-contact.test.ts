import { describe, expect, it } from 'vitest';
import { canonicalEmail, canonicalPhone } from './canonical-contact.ts';

describe('canonicalEmail', () => {
  it.each([
    ['sita.sharma@gmail.com', 'sitasharma@gmail.com', 'Gmail ignores dots'],
    ['s.i.t.a.sharma@gmail.com', 'sitasharma@gmail.com', 'any number of dots'],
    ['SitaSharma@GMAIL.COM', 'sitasharma@gmail.com', 'case'],
    ['sitasharma+shop@gmail.com', 'sitasharma@gmail.com', 'a +tag'],
    ['sita.sharma+a+b@gmail.com', 'sitasharma@gmail.com', 'a +tag with a + in it'],
    ['Sita.Sharma@GoogleMail.com', 'sitasharma@gmail.com', 'googlemail.com is gmail.com, in any case'],
    ['sitasharma+x@googlemail.com', 'sitasharma@gmail.com', 'googlemail.com with a +tag'],
    ['  sitasharma@gmail.com  ', 'sitasharma@gmail.com', 'surrounding spaces'],
    ['sitasharma@gmail.com.', 'sitasharma@gmail.com', 'a trailing dot on the domain'],
    ['Ram.Thapa@Example.COM', 'ram.thapa@example.com', 'other hosts: case only, dots kept'],
    ['ram.thapa+shop@example.com', 'ram.thapa@example.com', 'other hosts: the +tag dropped'],
    ['+tag@example.com', '+tag@example.com', 'a local part that is only a tag stays as it is'],
    ['no-at-sign', 'no-at-sign', 'not an address: only lower-cased'],
  ])('%s → %s (%s)', (input, expected) => {
    expect(canonicalEmail(input)).toBe(expected);
  });

  it('keeps different mailboxes apart', () => {
    expect(canonicalEmail('ram.thapa@example.com')).not.toBe(canonicalEmail('ramthapa@example.com'));
    expect(canonicalEmail('sitasharma@gmail.com')).not.toBe(canonicalEmail('sitasharma@gmail.co'));
    expect(canonicalEmail('sitasharma@gmail.com')).not.toBe(canonicalEmail('sitasharma1@gmail.com'));
  });
});

describe('canonicalPhone', () => {
  it.each([
    ['9841234567', '+9779841234567'],
    ['+977 984-123-4567', '+9779841234567'],
    ['977 9841234567', '+9779841234567'],
    ['01-4123456', '+97714123456'],
    ['014123456', '+97714123456'],
    ['+977-1-4123456', '+97714123456'],
    ['061-521234', '+97761521234'],
    ['+9779841234567', '+9779841234567'],
    ['+97714123456', '+97714123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+44-20-7946-0958', '+442079460958'],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPhone(input)).toBe(expected);
  });
});
