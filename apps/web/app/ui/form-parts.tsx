/** The form's submit button; a spinner beside the label while the form is on its way. */
export function SubmitButton({ busy, label, className }: { busy: boolean; label: string; className?: string }) {
  return (
    <button type="submit" className={`btn btn-primary${className ? ` ${className}` : ''}`} disabled={busy}>
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
