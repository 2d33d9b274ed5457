import { FORM_LIMITS } from '@suraksha/contracts/inbound-form-messages';
import { useTranslation } from '../../i18n/react.tsx';

// Who is writing and where they are: the fields the inbound forms share, with the limits the server
// holds them to (a form may rename one, e.g. e-waste's "Mobile Number"); the province and the places in it
// are lib/nepal-address's selects. Their labels are in the page's language.

/** Name, e-mail, phone and address fields, labelled in the page's language. */
export function usePersonFields() {
  const { t } = useTranslation();
  return {
    NAME_FIELD: { name: 'name', label: t('forms.fields.name'), autoComplete: 'name', maxLength: FORM_LIMITS.nameMax },
    EMAIL_FIELD: { name: 'email', label: t('forms.fields.email'), type: 'email', autoComplete: 'email', maxLength: FORM_LIMITS.emailMax },
    PHONE_FIELD: {
      name: 'phone',
      label: t('forms.fields.phone'),
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      placeholder: t('forms.fields.phonePlaceholder'),
      maxLength: FORM_LIMITS.phoneMax,
    },
    ADDRESS_FIELD: {
      name: 'address',
      label: t('forms.fields.address'),
      autoComplete: 'street-address',
      maxLength: FORM_LIMITS.addressMax,
    },
  } as const;
}
