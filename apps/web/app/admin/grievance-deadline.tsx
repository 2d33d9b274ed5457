import type { InboxRow } from '@suraksha/contracts/admin/inbox';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import { NepalDate } from '../ui/nepal-date.tsx';

/**
 * A complaint's legal answer deadline (decision 0128): the day it is due, in BS and AD, and a red
 * "Overdue" badge while it is unanswered past it (the server's judgement), or when it was answered.
 */
export function GrievanceDeadline({ deadline }: { deadline: NonNullable<InboxRow['deadline']> }) {
  return (
    <span className="grievance-deadline">
      <span className="d-block small">
        Answer due <NepalDate day={dayInNepal(new Date(deadline.due_at))} dateTime={deadline.due_at} />
      </span>
      {deadline.overdue && <span className="badge text-bg-danger">Overdue</span>}
      {deadline.answered_at && (
        <span className="d-block small text-body-secondary">
          Answered <NepalDate day={dayInNepal(new Date(deadline.answered_at))} dateTime={deadline.answered_at} />
        </span>
      )}
    </span>
  );
}
