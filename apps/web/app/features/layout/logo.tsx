import { useTranslation } from '../../i18n/react.tsx';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { PlainLink } from '../../ui/plain-link.tsx';
import { ShieldMark } from '../../ui/shield-mark.tsx';

/**
 * The wordmark. textLength pins the word to the same width whatever system font
 * renders it, so the header never reflows when fonts differ between phones.
 */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  const href = useLocalisedPath();
  return (
    <PlainLink to={href('/')} className={`site-logo${inverse ? ' site-logo--inverse' : ''}`} aria-label={t('header.logoLabel')}>
      <ShieldMark size={34} />
      <svg className="site-logo__word" width="118" height="34" viewBox="0 0 118 34" aria-hidden="true" focusable="false">
        <text x="1" y="24" fontSize="25" fontWeight="800" textLength="115" lengthAdjust="spacingAndGlyphs" fill="currentColor">
          Suraksha
        </text>
      </svg>
    </PlainLink>
  );
}
