import { TOAST_LIMIT } from '@suraksha/domain/constants';
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteToaster } from './site-toaster.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

/** Lets time pass in small steps, so React runs the toaster's effects (which start its timers) along the way. */
function passTime(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) act(() => vi.advanceTimersByTime(50));
}

afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SiteToaster', () => {
  it('adds nothing to the page until the first toast, then shows it', () => {
    render(<SiteToaster />);
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();
    act(() => {
      toast.success('Added to bag!');
    });
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
    expect(screen.getByText('Added to bag!')).toBeTruthy();
  });

  it(`keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    render(<SiteToaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Message ${i}`);
    });
    expect(screen.getAllByText(/^Message \d+$/)).toHaveLength(TOAST_LIMIT);
    expect(screen.getByText('Message 25')).toBeTruthy();
    expect(screen.queryByText('Message 5')).toBeNull();
  });

  it('hides a success toast after 2 s and an error toast after 4 s', () => {
    render(<SiteToaster />);
    act(() => {
      toast.success('Added to bag!');
      toast.error('Login required!');
    });
    // Each timer fires after its duration; the toast then leaves after the removal delay (1 s).
    passTime(1900);
    expect(screen.getByText('Added to bag!')).toBeTruthy();
    passTime(1200);
    expect(screen.queryByText('Added to bag!')).toBeNull();
    expect(screen.getByText('Login required!')).toBeTruthy();
    passTime(2000);
    expect(screen.queryByText('Login required!')).toBeNull();
  });

  it('keeps a loading toast until it is dismissed', () => {
    render(<SiteToaster />);
    act(() => {
      toast.loading('Sending…');
    });
    passTime(60_000);
    expect(screen.getByText('Sending…')).toBeTruthy();
  });
});
