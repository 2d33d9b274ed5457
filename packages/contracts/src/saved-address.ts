import { z } from 'zod';
import { shippingAddressFields } from './checkout.ts';
import { resultSuccess } from './error-envelope.ts';

/**
 * The customer's saved delivery address (issue #19, decision 0119): entered on the profile, offered at
 * checkout. The checkout's own address fields and messages, without phone, company and country (the
 * profile holds the phone; the shop delivers in Nepal only).
 */
const { state, district, municipality, ward, city, street, postal } = shippingAddressFields;

/** POST /api/customer/address/save */
export const savedAddressBody = z.object({ state, district, municipality, ward, city, street, postal });
export type SavedAddressBody = z.input<typeof savedAddressBody>;

export const savedAddress = z.object({
  state: z.string().describe('The province, one of the seven labels'),
  district: z.string().nullable(),
  municipality: z.string().nullable(),
  ward: z.number().int().nullable(),
  city: z.string(),
  street: z.string(),
  postal: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** GET /api/customer/address and the answer of a save: null until the customer saves one. */
export const savedAddressResponse = z.object({ result: resultSuccess, address: savedAddress.nullable() });
export type SavedAddressResponse = z.infer<typeof savedAddressResponse>;
