import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand.ts';

describe('useOnDemand', () => {
  it('fetches the module once, on the first request, and hands it to the component', async () => {
    const drawer = { SiteDrawer: () => null };
    const load = vi.fn(() => Promise.resolve(drawer));
    const { result } = renderHook(() => useOnDemand(load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loaded).toBeNull();
    let first: unknown;
    await act(async () => {
      first = await result.current.request();
      await result.current.request();
    });
    expect(first).toBe(drawer);
    expect(result.current.loaded).toBe(drawer);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers null when the fetch fails, and tries again on the next request', async () => {
    const drawer = { SiteDrawer: () => null };
    const load = vi.fn<() => Promise<typeof drawer>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(drawer);
    const { result } = renderHook(() => useOnDemand(load));
    let failed: unknown = 'not asked';
    await act(async () => {
      failed = await result.current.request();
    });
    expect(failed).toBeNull();
    expect(result.current.loaded).toBeNull();
    await act(async () => {
      await result.current.request();
    });
    expect(result.current.loaded).toBe(drawer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
