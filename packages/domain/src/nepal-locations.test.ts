import { describe, expect, it } from 'vitest';
import { NEPAL_PROVINCES } from './provinces.ts';
import {
  MAX_WARDS,
  NEPAL_LOCATIONS,
  checkNepalAddress,
  districtOf,
  districtsOf,
  localLevelOf,
  localLevelsOf,
  wardsOf,
} from './nepal-locations.ts';

const districts = NEPAL_LOCATIONS.flatMap((p) => p.districts);
const localLevels = districts.flatMap((d) => d.localLevels);

describe('Nepal location data', () => {
  it('holds 7 provinces, 77 districts and 753 local levels, each named in English and Nepali', () => {
    expect(NEPAL_LOCATIONS.map((p) => p.label)).toEqual(NEPAL_PROVINCES);
    expect(districts).toHaveLength(77);
    expect(localLevels).toHaveLength(753);
    expect(NEPAL_LOCATIONS.map((p) => p.districts.length)).toEqual([14, 8, 13, 11, 12, 10, 9]);
    for (const place of [...NEPAL_LOCATIONS, ...districts, ...localLevels]) {
      expect(place.name).toMatch(/^[A-Za-z]/);
      expect(place.nameNe).toMatch(/^[\u0900-\u097F]/);
    }
  });

  it('counts the kinds of local level as the 2017 restructuring did: 6 metropolitan, 11 sub-metropolitan, 276 and 460', () => {
    const count = (kind: string) => localLevels.filter((l) => l.kind === kind).length;
    expect([count('Metropolitan City'), count('Sub-Metropolitan City'), count('Municipality'), count('Rural Municipality')]).toEqual([
      6, 11, 276, 460,
    ]);
  });
});

describe('looking places up', () => {
  it('lists the districts of a province named in any form provinceOf reads', () => {
    expect(districtsOf('Bagmati (Province 3)').map((d) => d.name)).toContain('Kathmandu');
    expect(districtsOf('province 4').map((d) => d.name)).toContain('Kaski');
    expect(districtsOf('Bihar')).toEqual([]);
  });

  it('finds a district by its English or Nepali name, only in its own province', () => {
    expect(districtOf('Bagmati (Province 3)', ' kathmandu ')?.name).toBe('Kathmandu');
    expect(districtOf('Bagmati (Province 3)', 'काठमाडौं')?.name).toBe('Kathmandu');
    expect(localLevelOf('Bagmati (Province 3)', 'Kathmandu', 'काठमाडौं महानगरपालिका')?.name).toBe('Kathmandu Metropolitan City');
    expect(districtOf('Koshi (Province 1)', 'Kathmandu')).toBeNull();
  });

  it('lists the local levels of a district, sorted, with their kind', () => {
    const kathmandu = localLevelsOf('Bagmati (Province 3)', 'Kathmandu');
    expect(kathmandu).toHaveLength(11);
    expect(kathmandu.find((l) => l.name === 'Kathmandu Metropolitan City')?.kind).toBe('Metropolitan City');
    expect(kathmandu.map((l) => l.name)).toEqual(kathmandu.map((l) => l.name).toSorted((a, b) => a.localeCompare(b, 'en')));
    expect(localLevelsOf('Koshi (Province 1)', 'Kathmandu')).toEqual([]);
  });

  it('finds a local level only in its own district', () => {
    expect(localLevelOf('Gandaki (Province 4)', 'Kaski', 'pokhara metropolitan city')?.name).toBe('Pokhara Metropolitan City');
    expect(localLevelOf('Bagmati (Province 3)', 'Kathmandu', 'Pokhara Metropolitan City')).toBeNull();
  });

  it('numbers wards from 1 to the most any local level has', () => {
    const pokhara = localLevelOf('Gandaki (Province 4)', 'Kaski', 'Pokhara Metropolitan City');
    expect(pokhara && wardsOf(pokhara)).toEqual(Array.from({ length: MAX_WARDS }, (_, i) => i + 1));
  });
});

describe('checkNepalAddress', () => {
  it('accepts an address of the province alone (what old clients send)', () => {
    expect(checkNepalAddress({ state: 'bagmati' })).toEqual({ ok: true, address: { state: 'Bagmati (Province 3)' } });
  });

  it('accepts a whole address and returns the stored names', () => {
    expect(
      checkNepalAddress({ state: 'Province 3', district: 'KATHMANDU', municipality: 'kathmandu metropolitan city', ward: 10 }),
    ).toEqual({
      ok: true,
      address: { state: 'Bagmati (Province 3)', district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City', ward: 10 },
    });
  });

  it.each([
    [{ state: 'Province 9' }, 'state'],
    [{ state: 'Koshi (Province 1)', district: 'Kathmandu' }, 'district'],
    [{ state: 'Bagmati (Province 3)', district: 'Kathmandu', municipality: 'Pokhara Metropolitan City' }, 'municipality'],
    [{ state: 'Bagmati (Province 3)', municipality: 'Kathmandu Metropolitan City' }, 'municipality'],
    [{ state: 'Bagmati (Province 3)', district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City', ward: 34 }, 'ward'],
    [{ state: 'Bagmati (Province 3)', district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City', ward: 0 }, 'ward'],
    [{ state: 'Bagmati (Province 3)', ward: 3 }, 'ward'],
    [{ state: 'Koshi (Province 1)', district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City', ward: 3 }, 'district'],
    [{ state: 'Bagmati (Province 3)', district: 'Kathmandu', municipality: 'Pokhara Metropolitan City', ward: 3 }, 'municipality'],
  ])('refuses %j: the %s', (parts, problem) => {
    expect(checkNepalAddress(parts)).toEqual({ ok: false, problem });
  });
});
