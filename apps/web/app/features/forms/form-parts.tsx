import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** true once React has hydrated the page (journeys wait for it before typing). */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label}
    </button>
  );
}

/** The thanks with the reference, kept on the page after the toast has gone. */
export function SentNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="alert alert-success" role="status" data-testid="form-sent">
      {message}
    </div>
  );
}
