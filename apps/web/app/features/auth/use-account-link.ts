import { useAuth } from '../../lib/session/auth-provider.tsx';

export interface AccountLink {
  to: '/login' | '/dashboard';
  label: 'Login' | 'Dashboard';
  signedIn: boolean;
}

/**
 * What the header's account action shows: 'Login' for a visitor (and while the browser's storage
 * is still unknown, as on the server), 'Dashboard' once signed in.
 */
export function useAccountLink(): AccountLink {
  const { status } = useAuth();
  return status === 'signed-in'
    ? { to: '/dashboard', label: 'Dashboard', signedIn: true }
    : { to: '/login', label: 'Login', signedIn: false };
}
