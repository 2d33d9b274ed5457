import { CAREER_APPLICATION_FIELDS, FORM_LIMITS } from '@suraksha/contracts/inbound-form-messages';
import { ApplicationsClosed, CareerPageView } from '../features/content/career-page-view.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { useStoreApi } from '../lib/browser-api.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SentNotice, SubmitButton } from '../ui/form-parts.tsx';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { usePersonFields } from '../features/inbound-forms/person-fields.ts';
import { useTranslation } from '../i18n/react.tsx';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/career';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { career } = await loadOrNotFound(() => loaderApi(context).content.career(params.careerId));
  return { career, canonical: pageUrl(context, request, `/career/${encodeURIComponent(career.slug)}`) };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  return pageMeta({
    title: withSiteName(metaText(location)('content.careers.metaTitle', { title: loaderData.career.title })),
    description: loaderData.career.summary,
    canonical: loaderData.canonical,
  });
}

/** /career/{careerId}: the position and, until its deadline day has passed, the application form with a CV (PDF, DOC or DOCX). */
export default function Career({ loaderData }: Route.ComponentProps) {
  const { career } = loaderData;
  return (
    <CareerPageView career={career}>
      {career.applications_open ? <ApplyForm slug={career.slug} /> : <ApplicationsClosed deadline={career.deadline} />}
    </CareerPageView>
  );
}

function ApplyForm({ slug }: { slug: string }) {
  const api = useStoreApi();
  const { t } = useTranslation();
  const { NAME_FIELD, EMAIL_FIELD } = usePersonFields();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => api.forms.careerApplication(slug, data),
    what: 'career application',
    fields: CAREER_APPLICATION_FIELDS,
  });
  return (
    <>
      <SentNotice message={sent?.message} />
      <form {...form} encType="multipart/form-data" aria-label={t('forms.career.formLabel')}>
        <FormField {...NAME_FIELD} mark="required" error={errors.name} />
        <FormField {...EMAIL_FIELD} mark="required" error={errors.email} />
        <FormField
          mark="required"
          name="phone"
          label={t('forms.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={FORM_LIMITS.phoneMax}
          error={errors.phone}
        />
        <TextAreaField
          name="cover_letter"
          label={t('forms.career.coverLetter')}
          mark="optional"
          rows={5}
          maxLength={FORM_LIMITS.messageMax}
          error={errors.cover_letter}
        />
        <FormField
          mark="required"
          name="cv"
          label={t('forms.career.cv')}
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          hint={t('forms.career.cvHint')}
          error={errors.cv}
        />
        <SubmitButton busy={busy} label={t('forms.career.send')} />
      </form>
    </>
  );
}
