import type { TicketStatusResponse } from '@suraksha/contracts/support-ticket';
import type { ApiTransport } from '@suraksha/contracts/transport';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { FormField } from './form-field.tsx';
import { SubmitButton } from './form-parts.tsx';
import { OFFLINE_MESSAGE } from './submit-form.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kathmandu' });

/** Ticket number + e-mail → the ticket's status. A wrong pair reads exactly like an unknown ticket. */
export function TicketLookup({ api }: { api: ApiTransport }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [ticket, setTicket] = useState<TicketStatusResponse['ticket'] | null>(null);

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setTicket(null);
    try {
      const body = { ticket_number: String(form.get('ticket_number') ?? ''), email: String(form.get('email') ?? '') };
      const found = await callApi<TicketStatusResponse>(api, { method: 'POST', path: '/support-tickets/status', body });
      setErrors({});
      setTicket(found.ticket);
    } catch (error) {
      const envelope = error instanceof ApiError ? error.envelope : null;
      setErrors(envelope?.message ?? {});
      const messages = envelope?.message ? Object.values(envelope.message) : [envelope?.errorMessage ?? OFFLINE_MESSAGE];
      for (const message of messages) toast.error(message, { id: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <h2 id="ticket-status" className="h4">
        Check a ticket
      </h2>
      <form onSubmit={lookUp} noValidate aria-label="Check a ticket">
        <FormField idPrefix="lookup" name="ticket_number" label="Ticket number" placeholder="e.g. T-7QK4M2" autoCapitalize="characters" error={errors.ticket_number} />
        <FormField idPrefix="lookup" name="email" label="E-mail used for the ticket" type="email" autoComplete="email" error={errors.email} />
        <SubmitButton busy={busy} label="Check status" />
      </form>
      {ticket && (
        <div className="card mt-4" data-testid="ticket-status">
          <div className="card-body">
            <h3 className="h6 card-title">
              Ticket {ticket.ticketNumber}: {ticket.subject}
            </h3>
            <p className="mb-1">
              Status: <span className={`badge ${ticket.status === 'closed' ? 'text-bg-secondary' : 'text-bg-success'}`}>{ticket.statusLabel}</span>
            </p>
            <p className="mb-0 text-body-secondary">
              Opened {dateOf(ticket.openedAt)} · last update {dateOf(ticket.updatedAt)}
            </p>
          </div>
        </div>
      )}
    </>
  );
}
