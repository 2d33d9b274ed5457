import { describe, expect, it } from 'vitest';
import { NEPAL_PROVINCES, isNepalProvince } from './provinces.ts';

describe('provinces', () => {
  it('are the seven by current name and number', () => {
    expect(NEPAL_PROVINCES).toHaveLength(7);
    expect(NEPAL_PROVINCES[2]).toBe('Bagmati (Province 3)');
    expect(isNepalProvince('Sudurpashchim (Province 7)')).toBe(true);
    expect(isNepalProvince('Province 3')).toBe(false);
  });
});
