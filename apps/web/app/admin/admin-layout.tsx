import { NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from 'react-hot-toast';
import { errorMessageOf } from '../lib/api-errors.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { ADMIN_NAV } from './admin-nav.ts';
import { AdminSearch } from './admin-search.tsx';
import { InboxBadge } from './inbox-badge.tsx';
import { StaffSessionProvider, useStaffGuard } from './staff-session.tsx';
import './admin.css';
import { addEnglish } from '../i18n/english.ts';

// The back office speaks English: its shared form parts read the English messages (decision 0133).
addEnglish();

export const meta = () => [{ title: 'Back office — Suraksha' }, { name: 'robots', content: 'noindex' }];

/** The back office's frame: its own menu (only what the role may open), who is signed in, sign out. */
export default function AdminLayout() {
  const session = useStaffGuard();
  const navigate = useNavigate();
  if (!session) {
    return (
      <main id="main" className="admin-loading" role="status">
        <SmallSpinner /> Opening the back office…
      </main>
    );
  }
  const { staff, can, api } = session;
  async function signOut() {
    try {
      toast.success((await api.auth.logout()).message);
      navigate('/admin/login', { replace: true });
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
  }
  return (
    <StaffSessionProvider value={session}>
      <div className="admin">
        <header className="admin__bar">
          <span className="admin__brand">Suraksha back office</span>
          <AdminSearch />
          <span className="admin__who">
            {staff.name} · <span className="text-capitalize">{staff.role}</span>
          </span>
          <button type="button" className="btn btn-sm btn-outline-light" onClick={signOut}>
            Sign out
          </button>
        </header>
        <nav className="admin__nav" aria-label="Back office">
          {ADMIN_NAV.filter((item) => can(item.permission)).map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="admin__nav-link">
              {item.label}
              {item.to === '/admin/inbox' && <InboxBadge />}
            </NavLink>
          ))}
        </nav>
        <main id="main" className="admin__main">
          <Outlet />
        </main>
      </div>
    </StaffSessionProvider>
  );
}
