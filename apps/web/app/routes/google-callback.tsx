import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessageOf } from '../lib/api-errors.ts';
import { AuthCard, LOGIN_CRUMB } from '../features/auth/auth-card.tsx';
import { EnsureAuthProvider, useAuth } from '../lib/session/auth-provider.tsx';
import { useStoreApi } from '../lib/browser-api.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import type { Route } from './+types/google-callback';

export const meta: Route.MetaFunction = () => [{ title: 'Signing in with Google — Suraksha' }, { name: 'robots', content: 'noindex' }];

/**
 * SPEC §2 /login/google/callback: hands Google's answer (the query string) to
 * GET /api/auth/callback, stores the token and returns to /. On failure the message stays on the page.
 */
function GoogleCallbackPage() {
  const api = useStoreApi();
  const auth = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  // The callback works once: a second run (React's development double effects) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api.accounts
      .googleCallback(search)
      .then(async (issued) => {
        await auth.signIn(issued);
        toast.success('You are successfully logged in.');
        navigate('/', { replace: true });
      })
      .catch((err: unknown) => {
        const message = errorMessageOf(err);
        setError(message);
        toast.error(message);
      });
  }, [api, auth, navigate, search]);

  return (
    <AuthCard title="Sign in with Google" parents={[LOGIN_CRUMB]}>
      {error ? (
        <>
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
          <Link className="btn btn-primary btn-submit" to="/login">
            Back to login
          </Link>
        </>
      ) : (
        <p className="d-flex align-items-center gap-2" role="status">
          <SmallSpinner /> Signing you in…
        </p>
      )}
    </AuthCard>
  );
}

export default function GoogleCallback() {
  return (
    <EnsureAuthProvider>
      <GoogleCallbackPage />
    </EnsureAuthProvider>
  );
}
