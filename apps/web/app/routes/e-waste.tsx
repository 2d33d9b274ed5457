import { ATTACHMENT_ACCEPT, EWASTE_FIELDS, FORM_LIMITS } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { DayField } from '../ui/day-field.tsx';
import { NepalAddressSelects } from '../lib/nepal-address/nepal-address-selects.tsx';
import { SentNotice, SubmitButton } from '../ui/form-parts.tsx';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { usePersonFields } from '../features/inbound-forms/person-fields.ts';
import { useTranslation } from '../i18n/react.tsx';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/e-waste';
import { PageFrame } from '../ui/page-frame.tsx';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = metaText(location);
  return [{ title: t('forms.ewaste.metaTitle') }, { name: 'description', content: t('forms.ewaste.description') }];
};

/** SPEC §3, §5: the e-waste form, multipart to POST /api/waste; the result toast after 3 s (SPEC §9). */
export default function Ewaste() {
  const api = useStoreApi();
  const { t } = useTranslation();
  const { NAME_FIELD, EMAIL_FIELD, PHONE_FIELD, ADDRESS_FIELD } = usePersonFields();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => api.forms.ewaste(data),
    what: 'e-waste form',
    fields: EWASTE_FIELDS,
    delayResult: true,
  });
  return (
    <PageFrame width="narrow" title={t('forms.ewaste.title')} intro={<p>{t('forms.ewaste.intro')}</p>}>
      <SentNotice message={sent?.message} />
      <form {...form} encType="multipart/form-data" aria-label={t('forms.ewaste.formLabel')}>
        <div className="row">
          <div className="col-md-6">
            <FormField {...NAME_FIELD} mark="required" error={errors.name} />
          </div>
          <div className="col-md-6">
            <FormField {...EMAIL_FIELD} mark="required" label={t('forms.ewaste.email')} error={errors.email} />
          </div>
          <div className="col-md-6">
            <FormField
              {...PHONE_FIELD}
              mark="required"
              name="mobile_number"
              label={t('forms.ewaste.mobileNumber')}
              error={errors.mobile_number}
            />
          </div>
          <NepalAddressSelects
            className="col-md-6"
            provinceField={{ name: 'state', label: t('forms.ewaste.state'), mark: 'required' }}
            errors={errors}
          />
          <div className="col-md-6">
            <FormField
              mark="required"
              name="city"
              label={t('forms.ewaste.city')}
              autoComplete="address-level2"
              maxLength={FORM_LIMITS.shortTextMax}
              error={errors.city}
            />
          </div>
          <div className="col-md-6">
            <FormField {...ADDRESS_FIELD} mark="required" error={errors.address} />
          </div>
          <div className="col-md-6">
            <FormField
              name="landmark"
              label={t('forms.ewaste.landmark')}
              mark="optional"
              maxLength={FORM_LIMITS.shortTextMax}
              error={errors.landmark}
            />
          </div>
          <div className="col-md-6">
            <FormField
              mark="required"
              name="product_name"
              label={t('forms.ewaste.productName')}
              maxLength={FORM_LIMITS.shortTextMax}
              error={errors.product_name}
            />
          </div>
          <div className="col-md-6">
            <FormField
              name="serial_number"
              label={t('forms.ewaste.serialNumber')}
              mark="optional"
              maxLength={FORM_LIMITS.shortTextMax}
              error={errors.serial_number}
            />
          </div>
          <div className="col-md-6">
            <DayField
              mark="required"
              name="purchase_date"
              label={t('forms.ewaste.purchaseDate')}
              max={dayInNepal()}
              error={errors.purchase_date}
            />
          </div>
        </div>
        <FormField
          name="billing_card"
          label={t('forms.ewaste.billingCard')}
          type="file"
          mark="optional"
          accept={ATTACHMENT_ACCEPT}
          hint={t('forms.ewaste.billingCardHint')}
          error={errors.billing_card}
        />
        <TextAreaField
          name="remarks"
          label={t('forms.ewaste.remark')}
          mark="optional"
          rows={4}
          maxLength={FORM_LIMITS.remarksMax}
          error={errors.remarks}
        />
        <SubmitButton busy={busy} label={t('forms.ewaste.send')} />
      </form>
    </PageFrame>
  );
}
