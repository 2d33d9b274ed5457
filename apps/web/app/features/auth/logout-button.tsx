import { useState } from 'react';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { SmallSpinner } from '../../ui/spinner.tsx';

/** SPEC §4 Logout: an 18×18 px spinner while the sign-in ends; then the page reloads. */
export function LogoutButton({ className }: { className?: string }) {
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
    >
      {busy && <SmallSpinner label="Logging out" />} Logout
    </button>
  );
}
