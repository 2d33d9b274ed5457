import { NepalDate } from '../../ui/nepal-date.tsx';

/** A post's date (YYYY-MM-DD) in AD with its BS date beside it. */
export function ArticleDate({ date, className }: { date: string; className?: string }) {
  return <NepalDate day={date} className={className} />;
}
