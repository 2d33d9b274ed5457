import { NEPAL_ADDRESS_MESSAGES } from '@suraksha/contracts/nepal-address';
import { checkNepalAddress } from '@suraksha/domain/nepal-locations';
import type { z } from 'zod';

/** The parts of an address below the province, as a checked body carries them. */
export interface NepalPlace {
  district?: string | undefined;
  municipality?: string | undefined;
  ward?: number | undefined;
}

/**
 * The check of packages/domain nepal-locations.ts on a parsed body (checkout, e-waste, service
 * request), as a refinement so the body stays an object whose fields can be extended: the
 * district must be of the province under `provinceKey`, the local level of the district, the ward
 * of the local level. The highest part that does not fit gets its message under its field (a 400
 * in the envelope). The province itself is its field's own rule, with its own message; zod runs
 * this check only once every field has passed its own.
 */
export function nepalAddressCheck<K extends string>(provinceKey: K) {
  return (body: Record<K, string> & NepalPlace, ctx: z.RefinementCtx) => {
    const checked = checkNepalAddress({
      state: body[provinceKey],
      district: body.district,
      municipality: body.municipality,
      ward: body.ward,
    });
    if (checked.ok || checked.problem === 'state') return;
    ctx.addIssue({ code: 'custom', path: [checked.problem], message: NEPAL_ADDRESS_MESSAGES[checked.problem] });
  };
}

/**
 * The parts of a checked address by the names in the location data (a district typed in another
 * case or in Nepali is stored as its English name), null for the parts not given.
 */
export function storedNepalPlace(province: string, place: NepalPlace) {
  const checked = checkNepalAddress({ state: province, ...place });
  // The body passed nepalAddressCheck: this holds unless the data changed in between, then keep what was sent.
  const stored = checked.ok ? checked.address : place;
  return { district: stored.district ?? null, municipality: stored.municipality ?? null, ward: stored.ward ?? null };
}
