import type { TicketStatusResponse } from '@suraksha/contracts/support-ticket';
import { dayInNepal, readableDate } from '@suraksha/domain/nepal-time';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { useMessageText } from '../../i18n/use-message-text.ts';
import type { StoreApi } from '../../lib/shop-api.ts';
import { submitForm, textValuesOf } from '../../lib/submit-form.ts';
import { FormField } from '../../ui/form-field.tsx';
import { SubmitButton } from '../../ui/form-parts.tsx';

const LOOKUP_FIELDS = ['ticket_number', 'email'] as const;

/** The Nepal day of an instant in the shop's one date format (AD and BS), the same on the server and in the browser. */
const dateOf = (iso: string) => readableDate(dayInNepal(new Date(iso)));

/** Ticket number + e-mail → the ticket's status. A wrong pair reads exactly like an unknown ticket. */
export function TicketLookup({ api }: { api: StoreApi }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [ticket, setTicket] = useState<TicketStatusResponse['ticket'] | null>(null);
  const { t } = useTranslation();
  const inLanguage = useMessageText();

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setTicket(null);
    const body = textValuesOf(new FormData(event.currentTarget), LOOKUP_FIELDS);
    const outcome = await submitForm(() => api.forms.supportTicketStatus(body), { what: 'ticket lookup', fields: LOOKUP_FIELDS });
    setBusy(false);
    setErrors(
      outcome.kind === 'refused' ? Object.fromEntries(Object.entries(outcome.fields).map(([f, m]) => [f, m && inLanguage(m)])) : {},
    );
    if (outcome.kind === 'sent') setTicket(outcome.sent.ticket);
    const messages = outcome.kind === 'refused' ? outcome.messages : outcome.kind === 'failed' ? [outcome.message] : [];
    for (const message of messages.map(inLanguage)) toast.error(message, { id: message });
  }

  return (
    <>
      <h2 id="ticket-status" className="h4">
        {t('forms.ticketLookup.title')}
      </h2>
      <form onSubmit={lookUp} noValidate aria-label={t('forms.ticketLookup.title')}>
        <FormField
          mark="required"
          idPrefix="lookup"
          name="ticket_number"
          label={t('forms.ticketLookup.ticketNumber')}
          placeholder={t('forms.ticketLookup.ticketNumberPlaceholder')}
          autoCapitalize="characters"
          error={errors.ticket_number}
        />
        <FormField
          mark="required"
          idPrefix="lookup"
          name="email"
          label={t('forms.ticketLookup.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
        />
        <SubmitButton busy={busy} label={t('forms.ticketLookup.send')} />
      </form>
      {ticket && (
        <div className="card mt-4" data-testid="ticket-status">
          <div className="card-body">
            <h3 className="h6 card-title">{t('forms.ticketLookup.ticket', { number: ticket.ticketNumber, subject: ticket.subject })}</h3>
            <p className="mb-1">
              {t('forms.ticketLookup.status')}{' '}
              <span className={`badge ${ticket.status === 'closed' ? 'text-bg-secondary' : 'text-bg-success'}`}>
                {inLanguage(ticket.statusLabel)}
              </span>
            </p>
            <p className="mb-0 text-body-secondary">
              {t('forms.ticketLookup.dates', { opened: dateOf(ticket.openedAt), updated: dateOf(ticket.updatedAt) })}
            </p>
            {ticket.replies.length > 0 && (
              <section className="mt-3" aria-label={t('forms.ticketLookup.replies')}>
                <h4 className="h6">{t('forms.ticketLookup.replies')}</h4>
                <ol className="list-unstyled mb-0">
                  {ticket.replies.map((reply) => (
                    <li key={reply.at} className="border-start border-3 ps-3 mb-3" data-testid="ticket-reply">
                      <p className="small text-body-secondary mb-1">{dateOf(reply.at)}</p>
                      <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                        {reply.body}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </div>
        </div>
      )}
    </>
  );
}
