import { type FormEvent, useSyncExternalStore } from 'react';

interface Props {
  busy: boolean;
  defaults?: { email: string; orderNumber: string } | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const neverChanges = () => () => {};

/**
 * E-mail, order number and Track. A plain POST form: without JavaScript the route's action answers
 * it; with JavaScript onSubmit takes over. noValidate so SPEC §5's own message shows, not the browser's.
 */
export function TrackingForm({ busy, defaults, onSubmit }: Props) {
  // Marks when onSubmit is live (journeys wait for it; before, the form still works as a page POST).
  const hydrated = useSyncExternalStore(neverChanges, () => true, () => false);
  return (
    <form method="post" className="tracking-form" onSubmit={onSubmit} noValidate data-hydrated={hydrated}>
      <div className="tracking-form__field">
        <label htmlFor="tracking-email" className="form-label">
          E-mail
        </label>
        <input id="tracking-email" name="email" type="email" className="form-control" autoComplete="email" maxLength={254} required defaultValue={defaults?.email} />
      </div>
      <div className="tracking-form__field">
        <label htmlFor="tracking-order-number" className="form-label">
          Order Number
        </label>
        <input
          id="tracking-order-number"
          name="orderNumber"
          className="form-control"
          placeholder="e.g. SRK-7QK4M2XA"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
          defaultValue={defaults?.orderNumber}
        />
      </div>
      <button type="submit" className="btn btn-primary tracking-form__submit" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Track
      </button>
    </form>
  );
}
