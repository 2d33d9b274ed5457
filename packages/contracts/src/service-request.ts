import { z } from 'zod';
import { pathSegment } from './text.ts';
import { emailAddress, optionalText, personName, phoneNumber, requiredText } from './inbound-form-fields.ts';
import { FORM_LIMITS, FORM_MESSAGES } from './inbound-form-messages.ts';
import { nepalAddressFields } from './nepal-address.ts';

/**
 * POST /api/services/{serviceId}/requests (JSON): a visit or installation request for one
 * service. A signed-in customer's request is linked to the account and listed under My Service.
 */
export const serviceRequestBody = z.object({
  name: personName,
  phone: phoneNumber(FORM_MESSAGES.phoneRequired),
  email: emailAddress,
  province: requiredText(FORM_MESSAGES.provinceRequired, FORM_LIMITS.shortTextMax),
  district: requiredText(FORM_MESSAGES.districtRequired, FORM_LIMITS.shortTextMax).describe('A district of the province (decision 0119)'),
  municipality: nepalAddressFields.municipality,
  ward: nepalAddressFields.ward,
  address: requiredText(FORM_MESSAGES.addressRequired, FORM_LIMITS.addressMax),
  preferred_date: optionalText(10).describe('YYYY-MM-DD, today or later'),
  message: optionalText(FORM_LIMITS.messageMax),
});
export type ServiceRequestBody = z.input<typeof serviceRequestBody>;

export const serviceRequestParams = z.object({ serviceId: pathSegment('This service is not offered.').max(200) });

// The thanks lives with the form's texts (zod-free), where the Nepali table finds it too.
export { serviceRequestThanks } from './inbound-form-messages.ts';
