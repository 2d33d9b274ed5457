import { describe, expect, it } from 'vitest';
import { localPlaceLine } from './nepal-address-line.ts';

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
