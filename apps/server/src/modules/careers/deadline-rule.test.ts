import { dayInNepal } from '@suraksha/domain/nepal-time';
import { describe, expect, it } from 'vitest';
import { daysToDeadline, takesApplications } from './deadline-rule.ts';

// The deadline is a Nepal day (UTC+5:45): 10 March closes at 18:15 UTC on 10 March, not at UTC midnight.
describe('the careers deadline rule', () => {
  const deadline = '2026-03-10';
  const at = (utc: string) => dayInNepal(new Date(utc));

  it('takes applications the day before and all of the deadline day, in Nepal time', () => {
    expect(takesApplications(deadline, at('2026-03-09T12:00:00Z'))).toBe(true);
    expect(takesApplications(deadline, at('2026-03-09T18:15:00Z'))).toBe(true); // 00:00 on the 10th in Kathmandu
    expect(takesApplications(deadline, at('2026-03-10T18:14:59Z'))).toBe(true); // 23:59:59 on the 10th
  });

  it('refuses them from the first minute of the next Nepal day', () => {
    expect(takesApplications(deadline, at('2026-03-10T18:15:00Z'))).toBe(false); // 00:00 on the 11th
    expect(takesApplications(deadline, at('2026-03-12T06:00:00Z'))).toBe(false);
  });

  it('counts whole days to the deadline: 1 the day before, 0 on it, −1 after; none without a deadline', () => {
    expect(daysToDeadline(deadline, '2026-03-09')).toBe(1);
    expect(daysToDeadline(deadline, '2026-03-10')).toBe(0);
    expect(daysToDeadline(deadline, '2026-03-11')).toBe(-1);
    expect(daysToDeadline('2026-04-01', '2026-03-01')).toBe(31);
    expect(daysToDeadline(null, '2026-03-10')).toBeNull();
    expect(takesApplications(null, '2999-01-01')).toBe(true);
  });
});
