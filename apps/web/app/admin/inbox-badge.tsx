import { useLocation } from 'react-router';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

/**
 * The menu's count of new inbox items, asked again on each page change (an item opened or moved
 * shows on the next click). Nothing is shown while the count is 0 or unknown: the menu works without it.
 */
export function InboxBadge() {
  const { api } = useStaffSession();
  const { pathname } = useLocation();
  const [count] = useAdminAnswer('the inbox count', pathname, () => api.inbox.count());
  const fresh = count.kind === 'ready' ? count.value.new : 0;
  if (fresh === 0) return null;
  return (
    <span className="badge rounded-pill text-bg-danger ms-2" data-testid="inbox-badge" aria-label={`${fresh} new`}>
      {fresh}
    </span>
  );
}
