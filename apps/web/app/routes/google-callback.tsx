import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { Link, useLocation, useNavigate } from 'react-router';
import { type Language, localisedPath } from '@suraksha/domain/site-languages';
import { i18nFor } from '../i18n/i18n.ts';
import { takeSignInLanguage } from '../lib/session/sign-in-language.ts';
import { accountMeta } from '../features/auth/account-meta.ts';
import { errorMessageOf } from '../lib/api-errors.ts';
import { AuthCard, useLoginCrumb } from '../features/auth/auth-card.tsx';
import { EnsureAuthProvider, useAuth } from '../lib/session/auth-provider.tsx';
import { useStoreApi } from '../lib/browser-api.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import type { Route } from './+types/google-callback';

export const meta: Route.MetaFunction = ({ location }) => accountMeta(location.pathname, (t) => t('auth.google.metaTitle'));

/**
 * SPEC §2 /login/google/callback: hands Google's answer (the query string) to
 * GET /api/auth/callback, stores the token and returns to /. On failure the message stays on the page.
 */
function GoogleCallbackPage() {
  const api = useStoreApi();
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // The language the sign-in started in, known once the browser's storage is read.
  const [language, setLanguage] = useState<Language>('en');
  const loginCrumb = useLoginCrumb();
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  // The callback works once: a second run (React's development double effects) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const startedIn = takeSignInLanguage() ?? 'en';
    setLanguage(startedIn);
    api.accounts
      .googleCallback(search)
      .then(async (issued) => {
        await auth.signIn(issued);
        // Home in the language the sign-in started in (the callback's own URL is always English, so its
        // page carries the English messages only: a Nepali sign-in fetches the Nepali ones for its toast,
        // which says it in English should that fail).
        if (startedIn === 'ne') {
          await import('../i18n/nepali.ts').then(({ addNepali }) => addNepali()).catch(() => undefined);
        }
        toast.success(i18nFor(startedIn).t('auth.login.loggedIn'));
        navigate(localisedPath('/', startedIn), { replace: true });
      })
      .catch((err: unknown) => {
        const message = errorMessageOf(err);
        setError(message);
        toast.error(message);
      });
  }, [api, auth, navigate, search]);

  return (
    <AuthCard title={t('auth.google.title')} parents={[loginCrumb]}>
      {error ? (
        <>
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
          <Link className="btn btn-primary btn-submit" to={localisedPath('/login', language)}>
            {t('auth.google.backToLogin')}
          </Link>
        </>
      ) : (
        <p className="d-flex align-items-center gap-2" role="status">
          <SmallSpinner /> {t('auth.google.signingIn')}
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
