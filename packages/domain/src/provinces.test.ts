import { describe, expect, it } from 'vitest';
import { NEPAL_PROVINCES, isNepalProvince, provinceOf } from './provinces.ts';

describe('provinces of Nepal', () => {
  it('lists the seven provinces by current name and number', () => {
    expect(NEPAL_PROVINCES).toHaveLength(7);
    expect(NEPAL_PROVINCES[2]).toBe('Bagmati (Province 3)');
    expect(isNepalProvince('Sudurpashchim (Province 7)')).toBe(true);
    expect(isNepalProvince('Province 3')).toBe(false);
  });

  it.each([
    ['Bagmati (Province 3)', 'Bagmati (Province 3)'],
    ['bagmati', 'Bagmati (Province 3)'],
    ['Bagmati Province', 'Bagmati (Province 3)'],
    ['province 7', 'Sudurpashchim (Province 7)'],
    [' KOSHI ', 'Koshi (Province 1)'],
  ])('reads %j as %s', (input, label) => {
    expect(provinceOf(input)).toBe(label);
  });

  it.each(['', 'Province 8', 'Kathmandu', 'Bihar'])('refuses %j', (input) => {
    expect(provinceOf(input)).toBeNull();
  });
});
