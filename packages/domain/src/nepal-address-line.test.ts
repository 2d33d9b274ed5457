import { describe, expect, it } from 'vitest';
import { localPlaceLine, townOf } from './nepal-address-line.ts';

describe('localPlaceLine', () => {
  it('reads ward, local level and district from the smallest up', () => {
    expect(localPlaceLine({ district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City', ward: 10 })).toBe(
      'Ward 10, Kathmandu Metropolitan City, Kathmandu District',
    );
    expect(localPlaceLine({ district: 'Kaski', municipality: null, ward: null })).toBe('Kaski District');
  });

  it('is null for an address without the parts (orders placed before them)', () => {
    expect(localPlaceLine({})).toBeNull();
    expect(localPlaceLine({ district: null, municipality: null, ward: null })).toBeNull();
  });
});

describe('townOf', () => {
  it.each([
    ['Kathmandu Metropolitan City', 'Kathmandu'],
    ['Dhangadhi Sub-Metropolitan City', 'Dhangadhi'],
    ['Bhojpur Municipality', 'Bhojpur'],
    ['Ramprasad Rai Rural Municipality', 'Ramprasad Rai'],
  ])('writes %s as %s', (name, town) => {
    expect(townOf(name)).toBe(town);
  });
});
