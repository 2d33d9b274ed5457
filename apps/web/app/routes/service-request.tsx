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
import { ADDRESS_FIELD, EMAIL_FIELD, NAME_FIELD, PHONE_FIELD } from '../features/inbound-forms/person-fields.ts';
import type { Route } from './+types/service-request';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { service } = await loadOrNotFound(() => loaderApi(context).content.service(params.serviceId));
  const canonical = pageUrl(context, request, `/services/${encodeURIComponent(service.slug)}/request`);
  return { service: { title: service.title, slug: service.slug }, canonical };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  return pageMeta({
    title: withSiteName(`Request ${loaderData.service.title}`),
    description: `Book ${loaderData.service.title} with Suraksha.`,
    canonical: loaderData.canonical,
  });
}

/** /services/{serviceId}/request: a visit request; a signed-in customer finds it under My Service. */
export default function ServiceRequest({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  // A signed-in customer's call carries the token, which links the request to the account (My Service).
  const { customer } = useAuth();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => customer.forms.serviceRequest(service.slug, textValuesOf(data, SERVICE_REQUEST_FIELDS)),
    what: 'service request',
    fields: SERVICE_REQUEST_FIELDS,
  });
  return (
    <PageFrame
      title={`Request ${service.title}`}
      parents={[
        { title: 'Services', to: '/services' },
        { title: service.title, to: `/services/${encodeURIComponent(service.slug)}` },
      ]}
      crumb="Request"
      intro={
        <p>
          Tell us where and when; our service team calls you to confirm the visit. Signed-in customers find their requests under My Service.
        </p>
      }
      width="narrow"
    >
      <SentNotice message={sent?.message} />
      <form {...form} aria-label="Service request">
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
            provinceField={{ name: 'province', label: 'Province', mark: 'required' }}
            districtRequired
            errors={errors}
          />
          <div className="col-md-6">
            <DayField name="preferred_date" label="Preferred date" mark="optional" min={dayInNepal()} error={errors.preferred_date} />
          </div>
        </div>
        <FormField {...ADDRESS_FIELD} mark="required" error={errors.address} />
        <TextAreaField name="message" label="Message" mark="optional" rows={4} maxLength={FORM_LIMITS.messageMax} error={errors.message} />
        <SubmitButton busy={busy} label="Send request" />
      </form>
    </PageFrame>
  );
}
