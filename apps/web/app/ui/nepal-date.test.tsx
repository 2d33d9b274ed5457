import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NepalDate } from './nepal-date.tsx';

describe('NepalDate', () => {
  it('puts the AD day in a <time> and the BS date in an element of its own beside it', () => {
    const { container } = render(<NepalDate day="2026-02-14" className="when" />);
    expect(container.querySelector('.when')?.textContent).toBe('14 Feb 2026 · 2 Falgun 2082 BS');
    expect(container.querySelector('time')?.textContent).toBe('14 Feb 2026');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-02-14');
    expect(container.querySelector('.bs-date')?.textContent).toBe('· 2 Falgun 2082 BS');
  });

  it('keeps the instant it came from on <time>, and shows AD alone for a day outside the BS table', () => {
    const { container } = render(<NepalDate day="1900-01-01" dateTime="1900-01-01T06:00:00.000Z" />);
    expect(container.textContent).toBe('1 Jan 1900');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('1900-01-01T06:00:00.000Z');
    expect(container.querySelector('.bs-date')).toBeNull();
  });
});
