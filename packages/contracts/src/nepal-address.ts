import { z } from 'zod';
import { text } from './text.ts';

/**
 * The optional parts of a Nepali address below the province (issue #19, decision 0119): district,
 * local level (municipality or rural municipality) and ward. The checkout and the e-waste form
 * take them beside the SPEC's fields (state, city); a client that sends none still works. The
 * server checks each part lies inside the one above it (packages/domain nepal-locations.ts).
 */

export const NEPAL_ADDRESS_LIMITS = { districtMax: 60, municipalityMax: 100 } as const;

export const NEPAL_ADDRESS_MESSAGES = {
  district: 'Please choose a district of the chosen province.',
  municipality: 'Please choose a municipality or rural municipality of the chosen district.',
  ward: 'Please choose a ward number of the chosen municipality.',
} as const;

const M = NEPAL_ADDRESS_MESSAGES;

/** Empty or blank counts as not given. */
const optionalPlace = (max: number, message: string) =>
  text(message)
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A ward number, as a JSON number or the digits of a form field; blank counts as not given. */
const optionalWard = z
  .union([z.number(), text(M.ward).trim()], { error: M.ward })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return undefined;
    const ward = typeof value === 'number' ? value : /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(ward) && ward >= 1) return ward;
    ctx.addIssue({ code: 'custom', message: M.ward });
    return z.NEVER;
  })
  .describe('Ward number, 1 or more');

export const nepalAddressFields = {
  district: optionalPlace(NEPAL_ADDRESS_LIMITS.districtMax, M.district).describe('District of the province, English name, e.g. Kathmandu'),
  municipality: optionalPlace(NEPAL_ADDRESS_LIMITS.municipalityMax, M.municipality).describe(
    'Local level of the district, English name, e.g. Kathmandu Metropolitan City',
  ),
  ward: optionalWard,
};
