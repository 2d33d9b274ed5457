import { ATTACHMENT_ACCEPT } from '@suraksha/contracts/inbound-form-messages';
import { GRIEVANCE_CATEGORIES, GRIEVANCE_FIELDS, GRIEVANCE_LIMITS, GRIEVANCE_PATH } from '@suraksha/contracts/grievance-messages';
import type { GrievanceReceived as Received } from '@suraksha/contracts/grievance';
import { GRIEVANCE_RESPONSE_DAYS } from '@suraksha/domain/grievance-deadline';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { useTranslation } from '../i18n/react.tsx';
import { GrievanceReceived } from '../features/grievances/grievance-received.tsx';
import { usePersonFields } from '../features/inbound-forms/person-fields.ts';
import { useSellerDisclosure } from '../features/layout/seller-disclosure.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { pageUrl } from '../i18n/page-url.ts';
import { useStoreApi } from '../lib/browser-api.ts';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { FormField, SelectField, TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import { PhoneLink } from '../ui/phone-link.tsx';
import type { Route } from './+types/grievance';

/** The page's title and description in its language (meta runs outside React, so not through useTranslation). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = i18nFor(languageOfPath(new URL(request.url).pathname));
  return {
    title: t('grievance.title'),
    description: t('grievance.metaDescription'),
    canonical: pageUrl(context, request, GRIEVANCE_PATH),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: withSiteName('File a complaint') }];
  return pageMeta({ title: withSiteName(loaderData.title), description: loaderData.description, canonical: loaderData.canonical });
}

/**
 * /grievance (and /ne/grievance): a complaint to the grievance officer (E-Commerce Act 2081; decision
 * 0128). On success the reference, the day the shop must answer by and the officer from the settings.
 */
export default function Grievance() {
  const { t } = useTranslation();
  const { NAME_FIELD, EMAIL_FIELD, PHONE_FIELD } = usePersonFields();
  const api = useStoreApi();
  const seller = useSellerDisclosure();
  const { form, formRef, busy, errors, sent } = useFormSubmission<Received>({
    // The toast says it in the page's language; the reference and due date are shown below.
    send: async (data) => ({ ...(await api.forms.grievance(data)), message: t('grievance.received.title') }),
    what: 'complaint',
    fields: GRIEVANCE_FIELDS,
  });
  return (
    <PageFrame title={t('grievance.title')} width="narrow">
      <p>{t('grievance.intro', { days: GRIEVANCE_RESPONSE_DAYS })}</p>
      {sent && (
        <GrievanceReceived
          received={sent}
          officer={seller}
          onAnother={() => formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()}
        />
      )}
      <form {...form} encType="multipart/form-data" aria-label={t('grievance.title')}>
        <div className="row">
          <div className="col-md-6">
            <FormField {...NAME_FIELD} label={t('grievance.fields.name')} mark="required" error={errors.name} />
          </div>
          <div className="col-md-6">
            <FormField
              {...PHONE_FIELD}
              label={t('grievance.fields.phone')}
              placeholder={t('grievance.fields.phonePlaceholder')}
              mark="required"
              error={errors.phone}
            />
          </div>
          <div className="col-md-6">
            <FormField {...EMAIL_FIELD} label={t('grievance.fields.email')} mark="required" error={errors.email} />
          </div>
          <div className="col-md-6">
            <FormField
              name="order_number"
              label={t('grievance.fields.orderNumber')}
              maxLength={GRIEVANCE_LIMITS.orderNumberMax}
              error={errors.order_number}
            />
          </div>
        </div>
        <SelectField
          name="category"
          label={t('grievance.fields.category')}
          mark="required"
          placeholder={t('grievance.fields.categoryPlaceholder')}
          options={GRIEVANCE_CATEGORIES.map((value) => ({ value, label: t(`grievance.categories.${value}`) }))}
          error={errors.category}
        />
        <TextAreaField
          name="description"
          label={t('grievance.fields.description')}
          hint={t('grievance.fields.descriptionHint')}
          mark="required"
          rows={6}
          maxLength={GRIEVANCE_LIMITS.descriptionMax}
          error={errors.description}
        />
        <FormField
          name="attachment"
          label={t('grievance.fields.attachment')}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          hint={t('grievance.fields.attachmentHint')}
          error={errors.attachment}
        />
        <SubmitButton busy={busy} label={t('grievance.submit')} />
      </form>
      {seller && (
        <p className="mt-4 small">
          {t('grievance.officerNote')} {seller.grievance_officer_name} · <PhoneLink phone={seller.grievance_officer_phone} /> ·{' '}
          <a href={`mailto:${seller.grievance_officer_email}`}>{seller.grievance_officer_email}</a>
        </p>
      )}
    </PageFrame>
  );
}
