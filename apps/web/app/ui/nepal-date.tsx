import { readableAdDate, readableBsDate } from '@suraksha/domain/nepal-time';

/**
 * A day in both of Nepal's calendars: the AD date in a <time> (its dateTime the day, or the instant it
 * came from), the BS date beside it in an element of its own, "14 Feb 2026 · 2 Falgun 2082 BS" read
 * together. The same text as readableDate, from the same hand-built formatters, on server and browser.
 */
export function NepalDate({ day, dateTime = day, className }: { day: string; dateTime?: string; className?: string | undefined }) {
  const bs = readableBsDate(day);
  return (
    <span className={className ? `nepal-date ${className}` : 'nepal-date'}>
      <time dateTime={dateTime}>{readableAdDate(day)}</time>
      {/* The space stays outside the unbreakable BS date: a narrow column breaks the line there. */}
      {bs && (
        <>
          {' '}
          <span className="bs-date">· {bs}</span>
        </>
      )}
    </span>
  );
}
