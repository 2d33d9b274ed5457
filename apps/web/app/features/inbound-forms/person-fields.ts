import { FORM_LIMITS } from '@suraksha/contracts/inbound-form-messages';

// Who is writing and where they are: the fields the inbound forms share, with the limits the server
// holds them to (a form may rename one, e.g. e-waste's "Mobile Number"); the province and the places in it
// are lib/nepal-address's selects.

export const NAME_FIELD = { name: 'name', label: 'Name', autoComplete: 'name', maxLength: FORM_LIMITS.nameMax } as const;

export const EMAIL_FIELD = {
  name: 'email',
  label: 'E-mail',
  type: 'email',
  autoComplete: 'email',
  maxLength: FORM_LIMITS.emailMax,
} as const;

export const PHONE_FIELD = {
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: 'e.g. 9801234567',
  maxLength: FORM_LIMITS.phoneMax,
} as const;

export const ADDRESS_FIELD = {
  name: 'address',
  label: 'Address',
  autoComplete: 'street-address',
  maxLength: FORM_LIMITS.addressMax,
} as const;
