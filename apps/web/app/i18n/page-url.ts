import { languageOfPath, localisedPath } from '@suraksha/domain/site-languages';
import { absoluteUrl } from '@suraksha/domain/site-url';
import type { RouterContextProvider } from 'react-router';
import { publicEnvContext } from '../lib/api-context.ts';

/**
 * The absolute URL of a site path in the language of the request's page: a Nepali page's canonical
 * link names the Nepali page itself (decision 0124), as search engines want of language versions.
 */
export function pageUrl(context: Readonly<RouterContextProvider>, request: Request, path: string): string {
  const language = languageOfPath(new URL(request.url).pathname);
  return absoluteUrl(context.get(publicEnvContext).publicUrl, localisedPath(path, language));
}
