import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('numbers in words, the Indian system', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1_000, 'One Thousand'],
    [21_999, 'Twenty-One Thousand Nine Hundred Ninety-Nine'],
    [1_00_000, 'One Lakh'],
    [1_23_456, 'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six'],
    [99_99_999, 'Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_00_00_00_000, 'One Hundred Crore'],
    [2_50_05_00_010, 'Two Hundred Fifty Crore Five Lakh Ten'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});

describe('an amount in words', () => {
  it.each([
    [1_23_456_50, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paisa Only'],
    [21_999_00, 'Rupees Twenty-One Thousand Nine Hundred Ninety-Nine Only'],
    [5, 'Rupees Zero and Five Paisa Only'],
    [0, 'Rupees Zero Only'],
    [1_00_00_000_01, 'Rupees One Crore and One Paisa Only'],
  ])('%i paisa → %s', (paisa, words) => {
    expect(amountInWords(paisa)).toBe(words);
  });

  it('refuses a fraction of a paisa', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
