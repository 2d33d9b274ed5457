import { Navigate } from 'react-router';
import { homeFor } from './admin-nav.ts';
import { useStaffSession } from './staff-session.tsx';

/** /admin: the first area this role may open (the day's overview joins the menu with its own page). */
export default function AdminHome() {
  const { can } = useStaffSession();
  const home = homeFor(can);
  if (home) return <Navigate to={home} replace />;
  return <p className="admin-empty">Your role has no back-office pages yet. Ask the shop owner.</p>;
}
