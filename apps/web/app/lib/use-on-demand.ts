import { useCallback, useRef, useState } from 'react';

/**
 * A module fetched the first time it is asked for, not with the page (decision 0116): a dialog's or a
 * drawer's code is not needed before the click that opens it. `request()` resolves to the module, or to
 * null when it could not be fetched (a weak connection): the caller says so, and the next request tries
 * again. `load` must be the same function on every render (declare it outside the component).
 */
export function useOnDemand<T>(load: () => Promise<T>): { loaded: T | null; request: () => Promise<T | null> } {
  const [loaded, setLoaded] = useState<T | null>(null);
  const pending = useRef<Promise<T | null> | null>(null);
  const request = useCallback(() => {
    pending.current ??= load().then(
      (module) => {
        setLoaded(() => module);
        return module;
      },
      () => {
        pending.current = null;
        return null;
      },
    );
    return pending.current;
  }, [load]);
  return { loaded, request };
}
