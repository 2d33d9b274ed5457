import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { type Language, languageOfPath, localisedPath } from '@suraksha/domain/site-languages';

/** The language of the page being shown, from its URL. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A function turning a site path into the same path in the page's language: links in the Nepali site stay in it. */
export function useLocalisedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localisedPath(path, language), [language]);
}
