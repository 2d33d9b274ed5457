import { absoluteUrl } from '@suraksha/domain/site-url';
import { useLocation } from 'react-router';
import { usePublicEnv } from '../lib/browser-api.ts';
import { LANGUAGES, localisedPath, pathWithoutLanguage } from '@suraksha/domain/site-languages';

/**
 * hreflang alternates of the page being shown: the page in each language, and English as x-default.
 * React puts these <link>s into the document's head.
 */
export function LanguageAlternates() {
  const { pathname, search } = useLocation();
  const publicUrl = usePublicEnv()?.publicUrl;
  if (!publicUrl) return null;
  const bare = pathWithoutLanguage(pathname) + search;
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={absoluteUrl(publicUrl, localisedPath(bare, language))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(publicUrl, bare)} />
    </>
  );
}
