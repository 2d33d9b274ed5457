import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { loginBackTo } from './login-path.ts';

/** A link to sign in (in the page's language) that brings the buyer back to this very page (path and query) afterwards. */
export function LoginLink({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const localised = useLocalisedPath();
  return (
    <Link to={localised(loginBackTo(pathname + search))} className={className}>
      {children}
    </Link>
  );
}
