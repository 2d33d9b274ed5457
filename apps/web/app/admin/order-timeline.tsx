import { ORDER_NOTE_MAX, type OrderTimelineEntry } from '@suraksha/contracts/admin/order-documents';
import type { OrderDetail } from '@suraksha/contracts/admin/order-desk';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { type FormEvent, useRef, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { useStaffSession } from './staff-session.tsx';

/** How each kind of entry is marked: an icon for the eye, a word for everyone (the icon is hidden from screen readers). */
const KINDS = {
  status: { icon: '●', label: 'Status' },
  note: { icon: '✎', label: 'Note' },
  mail: { icon: '✉', label: 'Mail' },
} as const;

const MAIL_STATES = { pending: 'queued', sent: 'sent', failed: 'failed' } as const;

/** Who made a move: a staff member by name and role; with no one named, the customer placing it, or the system. */
function madeBy({ from, by, by_role }: Extract<OrderTimelineEntry, { kind: 'status' }>): string {
  if (by) return by_role ? `${by} · ${by_role}` : by;
  return from === null ? 'Customer' : 'System';
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{readableTimeInNepal(at)}</time>;
}

function Entry({ entry }: { entry: OrderTimelineEntry }) {
  const kind = KINDS[entry.kind];
  return (
    <li className={`admin-timeline__${entry.kind}`} data-kind={entry.kind}>
      <span className="admin-timeline__icon" aria-hidden="true">
        {kind.icon}
      </span>{' '}
      <span className="badge text-bg-light border me-1">{kind.label}</span>
      {entry.kind === 'status' && (
        <>
          <strong>{entry.from ? `${entry.from} → ${entry.to}` : `Placed: ${entry.to}`}</strong>
          <span className="d-block small text-body-secondary">
            <When at={entry.at} /> · {madeBy(entry)}
          </span>
          {entry.reason && <span className="d-block small">“{entry.reason}”</span>}
        </>
      )}
      {entry.kind === 'note' && (
        <>
          <span className="small text-body-secondary">
            <When at={entry.at} /> · {entry.by} · {entry.by_role}
          </span>
          <span className="d-block admin-timeline__note">{entry.note}</span>
        </>
      )}
      {entry.kind === 'mail' && (
        <>
          <strong>{entry.subject}</strong>
          <span className="d-block small text-body-secondary">
            To {entry.to} · queued <When at={entry.at} /> ·{' '}
            {entry.status === 'sent' && entry.sent_at ? (
              <>
                sent <When at={entry.sent_at} />
              </>
            ) : (
              MAIL_STATES[entry.status]
            )}
          </span>
        </>
      )}
    </li>
  );
}

/** The order's story (issue #15): moves, internal notes and mails, oldest first; the note form for roles with orders.notes. */
export function OrderTimeline({ order, onNoted }: { order: OrderDetail; onNoted: (order: OrderDetail) => void }) {
  const { can } = useStaffSession();
  return (
    <section className="admin-order__box" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="h6">
        Timeline
      </h2>
      <ol className="admin-timeline" aria-label="Timeline">
        {order.timeline.map((entry, index) => (
          // Entries have no id of their own; their place in the story is stable between answers.
          <Entry key={`${index}-${entry.kind}-${entry.at}`} entry={entry} />
        ))}
      </ol>
      {can('orders.notes') && <NoteForm orderNumber={order.order_number} onNoted={onNoted} />}
    </section>
  );
}

function NoteForm({ orderNumber, onNoted }: { orderNumber: string; onNoted: (order: OrderDetail) => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const note = String(new FormData(form).get('note') ?? '');
    setBusy(true);
    const sent = await sendWithToasts('order note', () => api.orders.addNote(orderNumber, { note }), ['note'], setErrors);
    setBusy(false);
    if (sent) {
      form.reset();
      onNoted(sent.order);
    }
  }

  return (
    <form ref={formRef} onSubmit={add} noValidate aria-label="Add an internal note" className="mt-3">
      <TextAreaField
        name="note"
        idPrefix="order-note"
        label="Internal note"
        hint="Seen by staff only, never by the customer."
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        error={errors.note}
      />
      <SubmitButton busy={busy} label="Add note" />
    </form>
  );
}
