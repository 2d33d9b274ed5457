import { z } from 'zod';
import { emailAddress, optionalText, personName, phoneNumber, requiredText } from './inbound-form-fields.ts';
import { FORM_LIMITS, FORM_MESSAGES } from './inbound-form-messages.ts';
import { nepalAddressFields } from './nepal-address.ts';

/**
 * The e-waste form (SPEC §3, §5): POST /api/waste as multipart/form-data, field names as the
 * spec's. The optional billing_card file travels beside these fields; the server decides its
 * type from its bytes. state is one of NEPAL_PROVINCES (packages/domain/provinces.ts); district,
 * municipality and ward are optional and must lie inside it (decision 0119).
 */
export const ewasteFields = z.object({
  name: personName,
  email: emailAddress,
  mobile_number: phoneNumber(FORM_MESSAGES.mobileRequired),
  state: requiredText(FORM_MESSAGES.stateRequired, FORM_LIMITS.shortTextMax),
  ...nepalAddressFields,
  city: requiredText(FORM_MESSAGES.cityRequired, FORM_LIMITS.shortTextMax),
  address: requiredText(FORM_MESSAGES.addressRequired, FORM_LIMITS.addressMax),
  landmark: optionalText(FORM_LIMITS.shortTextMax),
  product_name: requiredText(FORM_MESSAGES.productNameRequired, FORM_LIMITS.shortTextMax),
  serial_number: optionalText(FORM_LIMITS.shortTextMax),
  purchase_date: requiredText(FORM_MESSAGES.purchaseDateRequired, 10).describe('YYYY-MM-DD, not in the future'),
  remarks: optionalText(FORM_LIMITS.remarksMax),
});

// The thanks lives with the form's texts (zod-free), where the Nepali table finds it too.
export { ewasteThanks } from './inbound-form-messages.ts';
