import { pathWithoutLanguage } from '@suraksha/domain/site-languages';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, useLocation, useSearchParams } from 'react-router';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { searchAction } from './site-links.ts';

/**
 * Product search. A plain GET form to /products?search=…, so it works before
 * (or without) JavaScript; with JavaScript React Router navigates client-side.
 */
export function SearchBox({ className, autoFocus = false }: { className?: string; autoFocus?: boolean }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const href = useLocalisedPath();
  const current = pathWithoutLanguage(location.pathname) === searchAction ? (params.get('search') ?? '') : '';
  return (
    <Form method="get" action={href(searchAction)} role="search" className={`search-box ${className ?? ''}`}>
      <input
        // A new key per search resets the uncontrolled field when the URL changes.
        key={current}
        type="search"
        name="search"
        defaultValue={current}
        className="form-control search-box__input"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
      />
      <button type="submit" className="btn search-box__button" aria-label={t('search.submit')}>
        <SearchIcon size={20} />
      </button>
    </Form>
  );
}
