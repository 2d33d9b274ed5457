import data from './data/nepal-locations.json' with { type: 'json' };
import { NEPAL_PROVINCES, type NepalProvince, provinceOf } from './provinces.ts';

/**
 * Nepal's provinces, districts and local levels (municipalities and rural municipalities) in
 * English and Nepali, from opensource-nepal/py-nepali (MIT; decision 0119, data/NOTICE.md). Read
 * once when this module loads: the server imports it, the browser loads it as a lazy chunk on the
 * pages whose forms take an address. Names are the stored values: an address keeps the English
 * name, so an order reads the same after the data changes.
 */

export type LocalLevelKind = 'Metropolitan City' | 'Sub-Metropolitan City' | 'Municipality' | 'Rural Municipality';

export interface LocalLevel {
  readonly name: string;
  readonly nameNe: string;
  readonly kind: LocalLevelKind;
}

export interface District {
  readonly name: string;
  readonly nameNe: string;
  readonly localLevels: readonly LocalLevel[];
}

export interface Province {
  /** What `state` carries: one of NEPAL_PROVINCES. */
  readonly label: NepalProvince;
  readonly name: string;
  readonly nameNe: string;
  readonly districts: readonly District[];
}

/**
 * The most wards a local level has (Pokhara Metropolitan City, 33). The source has no ward counts,
 * so every local level is checked against this one bound (decision 0119).
 */
export const MAX_WARDS = 33;

/**
 * How two names are compared: any case and spacing, and in Devanagari the chandrabindu and the
 * anusvara as one (people type काठमाडौं for the data's काठमाडौँ) and no zero-width joiners.
 */
const squash = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\u200c\u200d]+/g, '')
    .replaceAll('\u0901', '\u0902');

export const NEPAL_LOCATIONS: readonly Province[] = data.provinces.map((province) => {
  const label = NEPAL_PROVINCES.find((candidate) => candidate.startsWith(`${province.name} (`));
  if (label === undefined) throw new Error(`nepal-locations.json: ${province.name} is not one of NEPAL_PROVINCES`);
  return { ...province, label, districts: province.districts as District[] };
});

/** The province `input` names (any form provinceOf reads), or null. */
export function provinceNamed(input: string): Province | null {
  const label = provinceOf(input);
  return NEPAL_LOCATIONS.find((province) => province.label === label) ?? null;
}

/** The districts of a province, by English name; none for a province that does not exist. */
export function districtsOf(province: string): readonly District[] {
  return provinceNamed(province)?.districts ?? [];
}

/** A district of `province` by its English or Nepali name (compared as `squash` does); null when it is not there. */
export function districtOf(province: string, district: string): District | null {
  const wanted = squash(district);
  return districtsOf(province).find((d) => squash(d.name) === wanted || squash(d.nameNe) === wanted) ?? null;
}

/** The local levels of a district of a province; none when the district is not in the province. */
export function localLevelsOf(province: string, district: string): readonly LocalLevel[] {
  return districtOf(province, district)?.localLevels ?? [];
}

/** A local level of the district by its English or Nepali name, in any case; null when it is not there. */
export function localLevelOf(province: string, district: string, localLevel: string): LocalLevel | null {
  const wanted = squash(localLevel);
  return localLevelsOf(province, district).find((l) => squash(l.name) === wanted || squash(l.nameNe) === wanted) ?? null;
}

/** The ward numbers of a local level (1 to MAX_WARDS for every one: see MAX_WARDS). */
export function wardsOf(_localLevel: LocalLevel): readonly number[] {
  return WARDS;
}
const WARDS = Array.from({ length: MAX_WARDS }, (_, i) => i + 1);

export interface AddressParts {
  /** The province, in any form provinceOf reads. */
  state: string;
  district?: string | undefined;
  municipality?: string | undefined;
  ward?: number | undefined;
}

/** Which part of an address does not fit the parts above it. */
export type AddressProblem = 'state' | 'district' | 'municipality' | 'ward';

export type CheckedAddress =
  | { ok: true; address: { state: NepalProvince; district?: string; municipality?: string; ward?: number } }
  | { ok: false; problem: AddressProblem };

/**
 * Checks that each given part lies inside the one above it (a district of the province, a local
 * level of the district, a ward of the local level) and returns the parts by their stored names.
 * A part without the one above it is a problem too: a municipality needs its district. Only the
 * highest part that does not fit is the problem: the parts below it cannot be judged.
 */
export function checkNepalAddress(parts: AddressParts): CheckedAddress {
  const province = provinceNamed(parts.state);
  if (province === null) return { ok: false, problem: 'state' };
  const district = parts.district === undefined ? null : districtOf(province.label, parts.district);
  if (parts.district !== undefined && district === null) return { ok: false, problem: 'district' };
  const localLevel =
    parts.municipality === undefined || district === null ? null : localLevelOf(province.label, district.name, parts.municipality);
  if (parts.municipality !== undefined && localLevel === null) return { ok: false, problem: 'municipality' };
  if (parts.ward !== undefined && (localLevel === null || !wardsOf(localLevel).includes(parts.ward))) return { ok: false, problem: 'ward' };
  return {
    ok: true,
    address: {
      state: province.label,
      ...(district && { district: district.name }),
      ...(localLevel && { municipality: localLevel.name }),
      ...(parts.ward !== undefined && { ward: parts.ward }),
    },
  };
}
