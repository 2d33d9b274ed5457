import { STORAGE_KEYS } from './session-storage.ts';

/**
 * The server renders every page as a visitor sees it (the sign-in lives in local storage), so a
 * visitor's product card has no price row (issue #14: an empty one read as a broken card). A
 * customer's row arrives after hydration; to keep their cards from growing under them, this tiny
 * script marks <html> before the first paint when a live sign-in is stored, and CSS reserves the
 * row's space until it arrives. The AuthProvider keeps the mark true to the session afterwards.
 */
export const SIGNED_IN_HINT_ATTRIBUTE = 'data-signed-in';

export const SIGNED_IN_HINT_SCRIPT =
  `try{var s=localStorage;if(s.getItem(${JSON.stringify(STORAGE_KEYS.token)})&&s.getItem(${JSON.stringify(STORAGE_KEYS.isLoggedIn)})==='true'` +
  `&&Number(s.getItem(${JSON.stringify(STORAGE_KEYS.expiry)}))>Date.now())` +
  `document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT_ATTRIBUTE)},'')}catch(e){}`;

/** The session as it really is, once known: a stale or refused sign-in drops the reserved space. */
export function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_HINT_ATTRIBUTE, signedIn);
}
