import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { loginBackTo } from '../../lib/session/login-path.ts';
import { hasLoginFlag } from '../../lib/session/session-storage.ts';

/**
 * SPEC §4 dashboard guard: no login flag → /login, which brings the buyer back to this page; a loaded user whose e-mail is not verified
 * → /email/verify (both in the page's language). True once the dashboard may render (signed in, verified user loaded).
 */
export function useDashboardGuard(): boolean {
  const auth = useAuth();
  const navigate = useNavigate();
  const href = useLocalisedPath();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  useEffect(() => {
    if (auth.status === 'loading') return;
    if (!hasLoginFlag() || auth.status === 'visitor') navigate(loginBackTo(here), { replace: true });
    else if (auth.user && !auth.user.email_verified_at) navigate(href('/email/verify'), { replace: true });
  }, [auth.status, auth.user, navigate, here, href]);
  return auth.status === 'signed-in' && Boolean(auth.user?.email_verified_at);
}
