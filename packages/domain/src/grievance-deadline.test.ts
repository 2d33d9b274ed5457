import { describe, expect, it } from 'vitest';
import { GRIEVANCE_RESPONSE_DAYS, grievanceDueAt, isGrievanceOverdue } from './grievance-deadline.ts';

describe('the grievance response deadline', () => {
  it('falls the legal number of days after the complaint arrives, to the minute', () => {
    expect(GRIEVANCE_RESPONSE_DAYS).toBe(7);
    expect(grievanceDueAt(new Date('2026-11-26T10:15:00Z')).toISOString()).toBe('2026-12-03T10:15:00.000Z');
  });

  it('crosses a month and a year end as calendar days', () => {
    expect(grievanceDueAt(new Date('2026-12-28T18:30:00Z')).toISOString()).toBe('2027-01-04T18:30:00.000Z');
  });

  it('is overdue only when unanswered and past due', () => {
    const dueAt = new Date('2026-12-03T10:15:00Z');
    const after = new Date('2026-12-03T10:16:00Z');
    const before = new Date('2026-12-03T10:14:00Z');
    expect(isGrievanceOverdue({ dueAt, answeredAt: null }, after)).toBe(true);
    expect(isGrievanceOverdue({ dueAt, answeredAt: null }, before)).toBe(false);
    expect(isGrievanceOverdue({ dueAt, answeredAt: new Date('2026-12-04T00:00:00Z') }, after)).toBe(false);
  });
});
