import { CONTACT_FIELDS } from '@suraksha/contracts/contact-messages';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { data } from 'react-router';
import { metaText } from '../i18n/meta-text.ts';
import { useMessageText } from '../i18n/use-message-text.ts';
import { useStoreApi } from '../lib/browser-api.ts';
import { ContactDetails } from '../features/contact/contact-details.tsx';
import { ContactForm } from '../features/contact/contact-form.tsx';
import '../features/contact/contact.css';
import { loaderApi } from '../lib/api-context.ts';
import { submitForm, textValuesOf } from '../lib/submit-form.ts';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = metaText(location);
  return [{ title: t('forms.contact.metaTitle') }, { name: 'description', content: t('forms.contact.description') }];
};

// One call, POST /api/contact, from the action (no JavaScript) and from the page; `what` names it in the log.
const what = 'contact message';

/** The form posted without JavaScript: the same call, answered as a page. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = textValuesOf(await request.formData(), CONTACT_FIELDS);
  const outcome = await submitForm(() => loaderApi(context).forms.contact(values), { what, fields: CONTACT_FIELDS });
  if (outcome.kind === 'sent') return { kind: 'sent' as const, message: outcome.sent.message };
  if (outcome.kind === 'refused')
    return data({ kind: 'refused' as const, fields: outcome.fields, messages: outcome.messages, values }, { status: outcome.status });
  return data({ kind: 'failed' as const, fields: {}, messages: [outcome.message], values }, { status: 503 });
}

/** SPEC §2 /contact-us: address, phones, e-mail, opening hours, a map link and the contact form. */
export default function ContactUs({ actionData }: Route.ComponentProps) {
  const api = useStoreApi();
  const { t } = useTranslation();
  // The answer of a page POST (no JavaScript) is the server's; its fixed texts have Nepali versions.
  const inLanguage = useMessageText();
  const { formRef, busy, errors, onSubmit } = useFormSubmission({
    send: (form) => api.forms.contact(textValuesOf(form, CONTACT_FIELDS)),
    what,
    fields: CONTACT_FIELDS,
  });
  // Once the visitor submits with JavaScript, the answer of an earlier page POST no longer applies.
  const [submitted, setSubmitted] = useState(false);
  const send = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    return onSubmit(event);
  };

  const pageAnswer = submitted ? undefined : actionData;
  return (
    <PageFrame title={t('forms.contact.title')} intro={<p>{t('forms.contact.intro')}</p>}>
      <div className="row">
        <div className="col-lg-5 order-lg-2">
          <ContactDetails />
        </div>
        <div className="col-lg-7 order-lg-1">
          {pageAnswer?.kind === 'sent' && (
            <div className="alert alert-success" role="status">
              {inLanguage(pageAnswer.message)}
            </div>
          )}
          {pageAnswer && pageAnswer.kind !== 'sent' && (
            <div className="alert alert-danger" role="alert">
              {pageAnswer.messages.map((message) => (
                <p key={message} className="mb-0">
                  {inLanguage(message)}
                </p>
              ))}
            </div>
          )}
          <ContactForm
            formRef={formRef}
            busy={busy}
            errors={submitted || actionData?.kind !== 'refused' ? errors : fieldsIn(actionData.fields, inLanguage)}
            defaults={actionData && actionData.kind !== 'sent' ? actionData.values : undefined}
            onSubmit={send}
          />
        </div>
      </div>
    </PageFrame>
  );
}

/** Each field's message of a page POST's answer in the page's language. */
function fieldsIn(fields: Partial<Record<string, string>>, inLanguage: (text: string) => string): Partial<Record<string, string>> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, message && inLanguage(message)]));
}
