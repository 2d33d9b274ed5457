import { useSyncExternalStore } from 'react';

/** A phone held upright: the width below which tables stack and toasts move to the bottom (ui/stacked-table.css). */
export const PHONE_SCREEN_QUERY = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-width screen; false on the server, which cannot know (what it renders must not depend on it). */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_SCREEN_QUERY).matches,
    () => false,
  );
}
