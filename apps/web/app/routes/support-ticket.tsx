import { FORM_LIMITS, SUPPORT_TICKET_FIELDS } from '@suraksha/contracts/inbound-form-messages';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SentNotice, SubmitButton } from '../ui/form-parts.tsx';
import { TicketLookup } from '../features/support-tickets/ticket-lookup.tsx';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { EMAIL_FIELD, NAME_FIELD, PHONE_FIELD } from '../features/inbound-forms/person-fields.ts';
import type { Route } from './+types/support-ticket';
import { PageFrame } from '../ui/page-frame.tsx';

export const meta: Route.MetaFunction = () => [
  { title: 'Support ticket | Suraksha' },
  { name: 'description', content: 'Open a support ticket for a product or an order, and check its status with your ticket number.' },
];

/** /support-ticket: open a ticket (with an optional screenshot or PDF), and look one up. */
export default function SupportTicket() {
  const api = useStoreApi();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => api.forms.supportTicket(data),
    what: 'support ticket',
    fields: SUPPORT_TICKET_FIELDS,
  });
  return (
    <PageFrame title="Support ticket">
      <div className="row gy-5 gx-lg-5">
        <section className="col-lg-7" aria-labelledby="open-ticket">
          <h2 id="open-ticket" className="h4">
            Open a ticket
          </h2>
          <p>
            A camera offline, a recorder that will not boot, a problem with an order: tell us and our support team will answer within one
            working day.
          </p>
          <SentNotice message={sent?.message} />
          <form {...form} encType="multipart/form-data" aria-label="Open a ticket">
            <div className="row">
              <div className="col-md-6">
                <FormField {...NAME_FIELD} mark="required" error={errors.name} />
              </div>
              <div className="col-md-6">
                <FormField {...EMAIL_FIELD} mark="required" error={errors.email} />
              </div>
              <div className="col-md-6">
                <FormField {...PHONE_FIELD} mark="required" error={errors.phone} />
              </div>
              <div className="col-md-6">
                <FormField
                  name="order_number"
                  label="Order number"
                  mark="optional"
                  maxLength={FORM_LIMITS.orderNumberMax}
                  error={errors.order_number}
                />
              </div>
            </div>
            <FormField mark="required" name="subject" label="Subject" maxLength={FORM_LIMITS.subjectMax} error={errors.subject} />
            <TextAreaField
              mark="required"
              name="message"
              label="Message"
              rows={5}
              maxLength={FORM_LIMITS.messageMax}
              error={errors.message}
            />
            <FormField
              name="attachment"
              label="Attachment"
              type="file"
              mark="optional"
              accept="image/jpeg,image/png,image/webp,application/pdf"
              hint="A screenshot, photo or PDF: JPEG, PNG, WebP or PDF, at most 5 MB."
              error={errors.attachment}
            />
            <SubmitButton busy={busy} label="Open ticket" />
          </form>
        </section>
        <section className="col-lg-5" aria-labelledby="ticket-status">
          <TicketLookup api={api} />
        </section>
      </div>
    </PageFrame>
  );
}
