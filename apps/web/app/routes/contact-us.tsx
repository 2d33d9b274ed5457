import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { data } from 'react-router';
import { useBrowserApi } from '../lib/browser-api.ts';
import { ContactDetails } from '../features/contact/contact-details.tsx';
import { ContactForm } from '../features/contact/contact-form.tsx';
import '../features/contact/contact.css';
import { CONTACT_FIELDS, contactValuesOf, sendContactMessage } from '../features/contact/send-contact-message.ts';
import { apiContext } from '../lib/api-context.ts';
import type { Route } from './+types/contact-us';

export const meta: Route.MetaFunction = () => [
  { title: 'Contact us | Suraksha' },
  { name: 'description', content: 'Visit Suraksha in Kalanki, Kathmandu, call us or send a message about CCTV, alarms and access control.' },
];

/** The form posted without JavaScript: the same call, answered as a page. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = contactValuesOf(await request.formData());
  const outcome = await sendContactMessage(context.get(apiContext), values);
  if (outcome.kind === 'sent') return { kind: 'sent' as const, message: outcome.message };
  if (outcome.kind === 'refused') return data({ kind: 'refused' as const, fields: outcome.fields, messages: outcome.messages, values }, { status: outcome.status });
  return data({ kind: 'failed' as const, fields: {}, messages: [outcome.message], values }, { status: 503 });
}

/** SPEC §2 /contact-us: address, phones, e-mail, opening hours, a map link and the contact form. */
export default function ContactUs({ actionData }: Route.ComponentProps) {
  const api = useBrowserApi();
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(actionData?.kind === 'refused' ? actionData.fields : {});
  // Once the visitor submits with JavaScript, the answer of an earlier page POST no longer applies.
  const [submitted, setSubmitted] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setBusy(true);
    const outcome = await sendContactMessage(api, contactValuesOf(new FormData(event.currentTarget)));
    setBusy(false);
    if (outcome.kind === 'sent') {
      setErrors({});
      formRef.current?.reset();
      toast.success(outcome.message);
      return;
    }
    if (outcome.kind === 'refused') {
      setErrors(outcome.fields);
      // Keyboard and screen-reader users land on the first field to fix.
      const first = CONTACT_FIELDS.find((field) => outcome.fields[field]);
      if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      // SPEC §8 (as the Request Form): each field's message as its own error toast.
      for (const message of outcome.messages) toast.error(message, { id: message });
      return;
    }
    toast.error(outcome.message, { id: outcome.message });
  }

  const pageAnswer = submitted ? undefined : actionData;
  return (
    <div className="container contact-page">
      <h1 className="contact-page__title">Contact us</h1>
      <p className="contact-page__lead">Questions about cameras, installation or an order? Visit our shop in Kalanki, call us, or write to us below.</p>
      <div className="row">
        <div className="col-lg-5 order-lg-2">
          <ContactDetails />
        </div>
        <div className="col-lg-7 order-lg-1">
          {pageAnswer?.kind === 'sent' && (
            <div className="alert alert-success" role="status">
              {pageAnswer.message}
            </div>
          )}
          {pageAnswer && pageAnswer.kind !== 'sent' && (
            <div className="alert alert-danger" role="alert">
              {pageAnswer.messages.map((message) => (
                <p key={message} className="mb-0">
                  {message}
                </p>
              ))}
            </div>
          )}
          <ContactForm
            formRef={formRef}
            busy={busy}
            errors={errors}
            defaults={actionData && actionData.kind !== 'sent' ? actionData.values : undefined}
            onSubmit={send}
          />
        </div>
      </div>
    </div>
  );
}
