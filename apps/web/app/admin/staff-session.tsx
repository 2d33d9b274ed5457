import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { Permission } from '@suraksha/domain/permissions';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { useBrowserApi } from '../lib/browser-api.ts';
import { type AdminApi, adminApiVia } from './admin-api.ts';

export interface StaffSession {
  staff: StaffMember;
  /** What the role may do, from the server's own reading of the permission table. */
  can: (permission: Permission) => boolean;
  api: AdminApi;
}

const StaffSessionContext = createContext<StaffSession | null>(null);

/** The back office's calls from a component. */
export function useAdminApi(): AdminApi {
  const transport = useBrowserApi();
  return useMemo(() => adminApiVia(transport), [transport]);
}

/** The page to return to after signing in: where the guard found the visitor. */
export const adminLoginPath = (back: string) => `/admin/login?redirectTo=${encodeURIComponent(back)}`;

/**
 * Who is signed in to the back office, asked of the server (the cookie is httpOnly: JavaScript
 * cannot tell). No session, or an ended one, goes to the sign-in page and comes back after.
 */
export function useStaffGuard(): StaffSession | null {
  const api = useAdminApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [staff, setStaff] = useState<StaffMember | null>(null);
  const back = location.pathname + location.search;
  useEffect(() => {
    let current = true;
    api.auth.me().then(
      (answer) => current && setStaff(answer.staff),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) navigate(adminLoginPath(back), { replace: true });
        else console.error('Could not ask who is signed in to the back office.', error);
      },
    );
    return () => {
      current = false;
    };
    // Asked again on every page of the back office: a session ended elsewhere (sign-out everywhere) shows at once.
  }, [api, back, navigate]);
  return useMemo(() => (staff ? { staff, api, can: (p: Permission) => staff.permissions.includes(p) } : null), [staff, api]);
}

export const StaffSessionProvider = StaffSessionContext.Provider;

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside the back office layout');
  return session;
}
