import { type Language, isLanguage } from '@suraksha/domain/site-languages';

/**
 * Google's sign-in leaves the site and comes back to the one callback URL Google knows
 * (/login/google/callback): the language the reader started in is kept in the tab's session storage
 * for the way back, so a reader of /ne lands on /ne again.
 */
const KEY = 'suraksha:sign-in-language';

export function rememberSignInLanguage(language: Language): void {
  try {
    window.sessionStorage.setItem(KEY, language);
  } catch {
    // Storage disabled: the reader comes back to the English site.
  }
}

/** The language the sign-in started in (once: it is forgotten as it is read), or null. */
export function takeSignInLanguage(): Language | null {
  try {
    const language = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return isLanguage(language) ? language : null;
  } catch {
    return null;
  }
}
