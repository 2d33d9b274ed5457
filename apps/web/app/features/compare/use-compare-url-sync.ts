import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { compareHref, readCompareSlugs, writeCompareSlugs } from './compare-store.ts';

/**
 * Keeps the remembered comparison and the URL in step. With a `products` parameter the URL wins
 * and is remembered; without one (the header's plain /compare link) the last comparison is
 * brought back into the URL, so it can be shared and reloaded.
 */
export function useCompareUrlSync(shown: readonly string[] | null): void {
  const navigate = useNavigate();
  const localised = useLocalisedPath();
  const key = shown === null ? null : shown.join(',');
  useEffect(() => {
    if (key === null) {
      const remembered = readCompareSlugs();
      if (remembered.length > 0) void navigate(localised(compareHref(remembered)), { replace: true });
      return;
    }
    writeCompareSlugs(key === '' ? [] : key.split(','));
  }, [key, navigate, localised]);
}
