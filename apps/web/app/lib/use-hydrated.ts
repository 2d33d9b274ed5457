import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** true once React has hydrated the page (journeys wait for it before typing; before it, forms post as pages). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
