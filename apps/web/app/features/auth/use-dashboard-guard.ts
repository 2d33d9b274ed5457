import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { hasLoginFlag } from '../../lib/session/session-storage.ts';

/**
 * SPEC §4 dashboard guard: no login flag → /login; a loaded user whose e-mail is not verified
 * → /email/verify. True once the dashboard may render (signed in, verified user loaded).
 */
export function useDashboardGuard(): boolean {
  const auth = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === 'loading') return;
    if (!hasLoginFlag() || auth.status === 'visitor') navigate('/login', { replace: true });
    else if (auth.user && !auth.user.email_verified_at) navigate('/email/verify', { replace: true });
  }, [auth.status, auth.user, navigate]);
  return auth.status === 'signed-in' && Boolean(auth.user?.email_verified_at);
}
