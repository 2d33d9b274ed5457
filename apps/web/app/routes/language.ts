import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { isLanguage, LANGUAGE_COOKIE, localisedPath } from '@suraksha/domain/site-languages';

/** A year: the choice outlives the session, as a shop's language switch should. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Only a path of this site may be returned to (never `//elsewhere` or a full URL). */
const sitePath = (back: string | null) => (back?.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/');

/**
 * The language switch (decision 0124): a plain link, so it works before JavaScript. It remembers the
 * choice in a cookie and leads to the same page in the chosen language.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const language = params.language;
  if (!isLanguage(language)) throw new Response('No such language', { status: 404 });
  const back = sitePath(new URL(request.url).searchParams.get('back'));
  return redirect(localisedPath(back, language), {
    headers: {
      'Set-Cookie': `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
      'Cache-Control': 'no-store',
    },
  });
}
