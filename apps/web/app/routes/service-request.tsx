import { FORM_LIMITS, SERVICE_REQUEST_FIELDS } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { NEPAL_PROVINCES } from '@suraksha/domain/provinces';
import { Link } from 'react-router';
import { useBrowserApi } from '../lib/browser-api.ts';
import { currentToken } from '../lib/session/session-storage.ts';
import { itemApiPath } from '../features/content/load-content.ts';
import { FormField } from '../features/forms/form-field.tsx';
import { SentNotice, SubmitButton, useHydrated } from '../features/forms/form-parts.tsx';
import { useFormSubmission } from '../features/forms/use-form-submission.ts';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { absoluteUrl, notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/service-request';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { service } = await loadOrNotFound(() => loaderApi(context).content.service(params.serviceId));
  const canonical = absoluteUrl(context.get(publicEnvContext).publicUrl, `/services/${encodeURIComponent(service.slug)}/request`);
  return { service: { title: service.title, slug: service.slug }, canonical };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  return pageMeta({ title: withSiteName(`Request ${loaderData.service.title}`), description: `Book ${loaderData.service.title} with Suraksha.`, canonical: loaderData.canonical });
}

/** /services/{serviceId}/request: a visit request; a signed-in customer finds it under My Service. */
export default function ServiceRequest({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  const api = useBrowserApi();
  const hydrated = useHydrated();
  const path = `${itemApiPath('/services', service.slug)}/requests`;
  const { formRef, busy, errors, sent, onSubmit } = useFormSubmission({ api, path, fields: SERVICE_REQUEST_FIELDS, encoding: 'json', token: currentToken });
  return (
    <div className="container content-page">
      <p className="content-page__back">
        <Link to={`/services/${encodeURIComponent(service.slug)}`}>← {service.title}</Link>
      </p>
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <h1 className="content-page__title">Request {service.title}</h1>
          <p>Tell us where and when; our service team calls you to confirm the visit. Signed-in customers find their requests under My Service.</p>
          <SentNotice message={sent?.message} />
          <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Service request" data-hydrated={hydrated}>
            <div className="row">
              <div className="col-md-6">
                <FormField name="name" label="Name" autoComplete="name" maxLength={FORM_LIMITS.nameMax} error={errors.name} />
              </div>
              <div className="col-md-6">
                <FormField name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="e.g. 9801234567" maxLength={FORM_LIMITS.phoneMax} error={errors.phone} />
              </div>
              <div className="col-md-6">
                <FormField name="email" label="E-mail" type="email" autoComplete="email" maxLength={FORM_LIMITS.emailMax} error={errors.email} />
              </div>
              <div className="col-md-6">
                <FormField control="select" name="province" label="Province" placeholder="Choose your province" options={NEPAL_PROVINCES} error={errors.province} />
              </div>
              <div className="col-md-6">
                <FormField name="district" label="District" maxLength={FORM_LIMITS.shortTextMax} error={errors.district} />
              </div>
              <div className="col-md-6">
                <FormField name="preferred_date" label="Preferred date" type="date" optional min={dayInNepal()} error={errors.preferred_date} />
              </div>
            </div>
            <FormField name="address" label="Address" autoComplete="street-address" maxLength={FORM_LIMITS.addressMax} error={errors.address} />
            <FormField control="textarea" name="message" label="Message" optional rows={4} maxLength={FORM_LIMITS.messageMax} error={errors.message} />
            <SubmitButton busy={busy} label="Send request" />
          </form>
        </div>
      </div>
    </div>
  );
}
