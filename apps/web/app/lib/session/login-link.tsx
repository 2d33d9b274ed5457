import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginBackTo } from './login-path.ts';

/** A link to sign in that brings the buyer back to this very page (path and query) afterwards. */
export function LoginLink({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <Link to={loginBackTo(pathname + search)} className={className}>
      {children}
    </Link>
  );
}
