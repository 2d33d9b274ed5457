import { FORM_LIMITS, SERVICE_REQUEST_FIELDS } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { loaderApi } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { useAuth } from '../lib/session/auth-provider.tsx';
import { textValuesOf } from '../lib/submit-form.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { DayField } from '../ui/day-field.tsx';
import { NepalAddressSelects } from '../lib/nepal-address/nepal-address-selects.tsx';
import { SentNotice, SubmitButton } from '../ui/form-parts.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { usePersonFields } from '../features/inbound-forms/person-fields.ts';
import { useTranslation } from '../i18n/react.tsx';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/service-request';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { service } = await loadOrNotFound(() => loaderApi(context).content.service(params.serviceId));
  const canonical = pageUrl(context, request, `/services/${encodeURIComponent(service.slug)}/request`);
  return { service: { title: service.title, slug: service.slug }, canonical };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const t = metaText(location);
  const service = loaderData.service.title;
  return pageMeta({
    title: withSiteName(t('forms.serviceRequest.title', { service })),
    description: t('forms.serviceRequest.description', { service }),
    canonical: loaderData.canonical,
  });
}

/** /services/{serviceId}/request: a visit request; a signed-in customer finds it under My Service. */
export default function ServiceRequest({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  // A signed-in customer's call carries the token, which links the request to the account (My Service).
  const { customer } = useAuth();
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const { NAME_FIELD, PHONE_FIELD, EMAIL_FIELD, ADDRESS_FIELD } = usePersonFields();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => customer.forms.serviceRequest(service.slug, textValuesOf(data, SERVICE_REQUEST_FIELDS)),
    what: 'service request',
    fields: SERVICE_REQUEST_FIELDS,
  });
  return (
    <PageFrame
      title={t('forms.serviceRequest.title', { service: service.title })}
      parents={[
        { title: t('content.services.title'), to: localised('/services') },
        { title: service.title, to: localised(`/services/${encodeURIComponent(service.slug)}`) },
      ]}
      crumb={t('forms.serviceRequest.crumb')}
      intro={<p>{t('forms.serviceRequest.intro')}</p>}
      width="narrow"
    >
      <SentNotice message={sent?.message} />
      <form {...form} aria-label={t('forms.serviceRequest.formLabel')}>
        <div className="row">
          <div className="col-md-6">
            <FormField {...NAME_FIELD} mark="required" error={errors.name} />
          </div>
          <div className="col-md-6">
            <FormField {...PHONE_FIELD} mark="required" error={errors.phone} />
          </div>
          <div className="col-md-6">
            <FormField {...EMAIL_FIELD} mark="required" error={errors.email} />
          </div>
          <NepalAddressSelects
            className="col-md-6"
            provinceField={{ name: 'province', label: t('forms.serviceRequest.province'), mark: 'required' }}
            districtRequired
            errors={errors}
          />
          <div className="col-md-6">
            <DayField
              name="preferred_date"
              label={t('forms.serviceRequest.preferredDate')}
              mark="optional"
              min={dayInNepal()}
              error={errors.preferred_date}
            />
          </div>
        </div>
        <FormField {...ADDRESS_FIELD} mark="required" error={errors.address} />
        <TextAreaField
          name="message"
          label={t('forms.fields.message')}
          mark="optional"
          rows={4}
          maxLength={FORM_LIMITS.messageMax}
          error={errors.message}
        />
        <SubmitButton busy={busy} label={t('forms.serviceRequest.send')} />
      </form>
    </PageFrame>
  );
}
