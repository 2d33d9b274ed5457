import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { pathWithoutLanguage } from '@suraksha/domain/site-languages';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The header's language switch (decision 0124): a plain link to the other language, through
 * /language/:language, which remembers the choice and comes back to the same page. A full page
 * load on purpose: the whole document, <html lang> included, changes language.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const other = useLanguage() === 'ne' ? 'en' : 'ne';
  const back = pathWithoutLanguage(pathname) + search;
  return (
    <a
      href={`/language/${other}?${new URLSearchParams({ back })}`}
      className={className ? `language-switch ${className}` : 'language-switch'}
      lang={other}
      hrefLang={other}
      title={t('language.switchLabel')}
      data-testid="language-switch"
    >
      {t('language.switchTo')}
    </a>
  );
}
