import './spinner.css';

/** SPEC §4's small spinner (18×18 px), e.g. on the Logout action and on busy buttons. */
export function SmallSpinner({ label }: { label?: string }) {
  return (
    <span
      className="spinner-border small-spinner"
      style={{ width: 18, height: 18, borderWidth: 2 }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="small-spinner"
    />
  );
}
