import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { SmallSpinner } from '../../ui/spinner.tsx';

/** SPEC §4 Logout: an 18×18 px spinner while the sign-in ends; then the page reloads. */
export function LogoutButton({ className }: { className?: string }) {
  const { logout } = useAuth();
  const { t } = useTranslation();
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
      {busy && <SmallSpinner label={t('auth.logout.busy')} />} {t('auth.logout.button')}
    </button>
  );
}
