import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * SPEC §8: a list says so when it is empty ('No order found', 'No item found', 'Coming Soon')
 * instead of showing an error; children add a way on (e.g. a link to browse).
 */
export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  if (!children) return <p className="empty-state">{text}</p>;
  return (
    <div className="empty-state">
      <p>{text}</p>
      {children}
    </div>
  );
}
