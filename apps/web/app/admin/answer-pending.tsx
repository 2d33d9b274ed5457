import { SmallSpinner } from '../ui/spinner.tsx';
import type { AdminAnswer } from './use-admin-answer.ts';

/** What a back-office page shows until its answer is ready: a spinner with `loading`, or the server's refusal. */
export function AnswerPending({ answer, loading }: { answer: AdminAnswer<unknown>; loading: string }) {
  if (answer.kind === 'loading') {
    return (
      <p role="status">
        <SmallSpinner /> {loading}
      </p>
    );
  }
  if (answer.kind === 'refused') {
    return (
      <p className="alert alert-warning" role="alert">
        {answer.message}
      </p>
    );
  }
  return null;
}
