import { ATTACHMENT_ACCEPT, FORM_LIMITS, SUPPORT_TICKET_FIELDS } from '@suraksha/contracts/inbound-form-messages';
import { useStoreApi } from '../lib/browser-api.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SentNotice, SubmitButton } from '../ui/form-parts.tsx';
import { TicketLookup } from '../features/support-tickets/ticket-lookup.tsx';
import { useFormSubmission } from '../lib/use-form-submission.ts';
import { usePersonFields } from '../features/inbound-forms/person-fields.ts';
import { useTranslation } from '../i18n/react.tsx';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/support-ticket';
import { PageFrame } from '../ui/page-frame.tsx';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = metaText(location);
  return [{ title: t('forms.supportTicket.metaTitle') }, { name: 'description', content: t('forms.supportTicket.description') }];
};

/** /support-ticket: open a ticket (with an optional screenshot or PDF), and look one up. */
export default function SupportTicket() {
  const api = useStoreApi();
  const { t } = useTranslation();
  const { NAME_FIELD, EMAIL_FIELD, PHONE_FIELD } = usePersonFields();
  const { form, busy, errors, sent } = useFormSubmission({
    send: (data) => api.forms.supportTicket(data),
    what: 'support ticket',
    fields: SUPPORT_TICKET_FIELDS,
  });
  return (
    <PageFrame title={t('forms.supportTicket.title')}>
      <div className="row gy-5 gx-lg-5">
        <section className="col-lg-7" aria-labelledby="open-ticket">
          <h2 id="open-ticket" className="h4">
            {t('forms.supportTicket.open')}
          </h2>
          <p>{t('forms.supportTicket.intro')}</p>
          <SentNotice message={sent?.message} />
          <form {...form} encType="multipart/form-data" aria-label={t('forms.supportTicket.open')}>
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
                  label={t('forms.supportTicket.orderNumber')}
                  mark="optional"
                  maxLength={FORM_LIMITS.orderNumberMax}
                  error={errors.order_number}
                />
              </div>
            </div>
            <FormField
              mark="required"
              name="subject"
              label={t('forms.fields.subject')}
              maxLength={FORM_LIMITS.subjectMax}
              error={errors.subject}
            />
            <TextAreaField
              mark="required"
              name="message"
              label={t('forms.fields.message')}
              rows={5}
              maxLength={FORM_LIMITS.messageMax}
              error={errors.message}
            />
            <FormField
              name="attachment"
              label={t('forms.supportTicket.attachment')}
              type="file"
              mark="optional"
              accept={ATTACHMENT_ACCEPT}
              hint={t('forms.supportTicket.attachmentHint')}
              error={errors.attachment}
            />
            <SubmitButton busy={busy} label={t('forms.supportTicket.send')} />
          </form>
        </section>
        <section className="col-lg-5" aria-labelledby="ticket-status">
          <TicketLookup api={api} />
        </section>
      </div>
    </PageFrame>
  );
}
