import { languageOfPath, localisedPath } from '@suraksha/domain/site-languages';

/**
 * The sign-in page, told to bring the buyer back to `here` (path and query) once signed in:
 * every page that sends a visitor to /login goes through this, so none loses the way back. The
 * sign-in page is in the language of `here`: a reader of /ne/… signs in on /ne/login.
 */
export const loginBackTo = (here: string): string =>
  localisedPath(`/login?${new URLSearchParams({ redirectTo: here })}`, languageOfPath(here.split(/[?#]/)[0] ?? here));
