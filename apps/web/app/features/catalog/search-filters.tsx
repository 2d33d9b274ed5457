import type { SearchResponse } from '@suraksha/contracts/catalog';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useSubmit } from 'react-router';
import { useApplyEarlyChanges } from '../../lib/early-changes.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { SEARCH_PATH, type SearchUrlState, searchHref } from './catalog-query.ts';
import { FacetList } from './facet-list.tsx';
import { type PriceAccess, PriceRange } from './price-range.tsx';

export type FilterSection = 'categories' | 'brands' | 'sizes' | 'price';

const HEADINGS = {
  categories: 'catalogue.filters.relatedCategory',
  brands: 'catalogue.filters.brand',
  sizes: 'catalogue.filters.sizes',
} as const;

interface SearchFiltersProps {
  result: Pick<SearchResponse, 'categories' | 'brands' | 'sizes' | 'maxAmount'>;
  query: SearchUrlState;
  /** The sections in the order shown (SPEC §2: the sidebar and the side panel differ). */
  sections: readonly FilterSection[];
  idPrefix: string;
  priceAccess: PriceAccess;
  /** The next results are loading: the facet lists render nothing until they arrive (SPEC §2). */
  loading: boolean;
}

/**
 * The filters as one GET form to /products: it works without JavaScript (Apply), and with it
 * every tick applies at once. Filters this form does not show travel along as hidden fields,
 * so applying one section never drops another's choice.
 */
export function SearchFilters({ result, query, sections, idPrefix, priceAccess, loading }: SearchFiltersProps) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const submit = useSubmit();
  // With JavaScript the URL stays tidy: the slider's ceiling only matters to a form sent without it.
  const apply = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const fields = new FormData(form);
      if (Number(fields.get('max_price')) >= Number(fields.get('max_amount'))) fields.delete('max_price');
      fields.delete('max_amount');
      submit(fields, { method: 'get', action: localised(SEARCH_PATH) });
    },
    [submit, localised],
  );
  const formRef = useRef<HTMLFormElement>(null);
  useApplyEarlyChanges(formRef, apply);
  const carried: [string, string][] = [['search', query.search]];
  if (query.sort) carried.push(['sort', query.sort]);
  for (const name of ['categories', 'brands', 'sizes'] as const) {
    if (!sections.includes(name)) for (const value of query[name]) carried.push([name, value]);
  }
  for (const value of query.colors) carried.push(['colors', value]);
  if (!sections.includes('price') && query.maxPrice !== undefined) carried.push(['max_price', query.maxPrice]);
  if (query.minPrice !== undefined) carried.push(['min_price', query.minPrice]);

  const filtered =
    query.categories.length + query.brands.length + query.sizes.length + query.colors.length > 0 ||
    query.maxPrice !== undefined ||
    query.minPrice !== undefined;
  return (
    <Form
      ref={formRef}
      method="get"
      action={localised(SEARCH_PATH)}
      className="search-filters"
      aria-label={t('catalogue.filters.title')}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {carried.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {sections.map((section) =>
        section === 'price' ? (
          <PriceRange
            key={`price|${priceAccess}|${result.maxAmount}`}
            idPrefix={idPrefix}
            maxAmount={result.maxAmount}
            value={query.maxPrice}
            access={priceAccess}
            onCommit={apply}
          />
        ) : (
          <FacetList
            key={section}
            heading={t(HEADINGS[section])}
            name={section}
            options={result[section]}
            idPrefix={idPrefix}
            loading={loading}
            onToggle={(event) => apply(event.currentTarget.form)}
          />
        ),
      )}
      <div className="search-filters__actions">
        <button type="submit" className="btn btn-primary btn-sm">
          {t('catalogue.filters.apply')}
        </button>
        {filtered && (
          <Link
            className="btn btn-link btn-sm"
            to={localised(
              searchHref({
                ...query,
                categories: [],
                brands: [],
                sizes: [],
                colors: [],
                minPrice: undefined,
                maxPrice: undefined,
                page: 1,
              }),
            )}
          >
            {t('catalogue.filters.clear')}
          </Link>
        )}
      </div>
    </Form>
  );
}
