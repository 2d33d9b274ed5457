import type { SearchResponse } from '@suraksha/contracts/catalog';
import type { SortKey } from '@suraksha/contracts/listing-limits';
import { type ReactNode, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigation } from 'react-router';
import { useOnDemand } from '../../lib/use-on-demand.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import './catalog.css';
import { itemsFound, SEARCH_PATH, type SearchUrlState, searchHref, searchParamsOf } from './catalog-query.ts';
import { PageLinks } from '../../ui/page-links.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { useCustomerAnswer } from './customer-prices.tsx';
import { PriceFilterNote } from './price-filter-note.tsx';
import type { PriceAccess } from './price-range.tsx';
import { ProductGrid } from './product-grid.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SortForm } from './sort-form.tsx';

/** The side panel (react-bootstrap's Offcanvas) comes with its first opening (decision 0116). */
const loadFilterPanel = () => import('./filter-panel.tsx');

const SORTS_WITH_TERM: readonly SortKey[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'];
const SORTS_WITHOUT_TERM: readonly SortKey[] = ['newest', 'price_asc', 'price_desc', 'name'];

interface SearchPageProps {
  result: SearchResponse;
  query: SearchUrlState;
  /** The shop's logo, linking to / (SPEC §2: the side panel's logo). */
  logo: ReactNode;
}

/**
 * /products?search=: results, 'N items found', filters in a sidebar on large screens and in a side
 * panel below lg, sort and pages. All state is in the URL.
 *
 * `result` is the visitor's answer (the server cannot see the sign-in); a signed-in customer's
 * own answer replaces all of it once it arrives, since price bounds and the slider's ceiling are
 * theirs only and change the list itself, not just its prices.
 */
export function SearchPage({ result: visitorResult, query, logo }: SearchPageProps) {
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const [panelOpen, setPanelOpen] = useState(false);
  const panel = useOnDemand(loadFilterPanel);
  const openPanel = () =>
    void panel.request().then((loaded) => (loaded ? setPanelOpen(true) : toast.error(t('catalogue.filters.unavailable'))));
  const preparePanel = () => void panel.request();
  const location = useLocation();
  const navigation = useNavigation();
  const answer = useCustomerAnswer<SearchResponse>();
  const result = answer.state === 'ready' ? answer.body : visitorResult;
  const priceBounded = query.minPrice !== undefined || query.maxPrice !== undefined;
  // While the next results load, the current ones stay (dimmed) rather than jumping away, and the
  // filter lists render nothing (SPEC §2): their counts belong to the answer on its way.
  const busy =
    (navigation.state === 'loading' && navigation.location.pathname === localised(SEARCH_PATH)) ||
    (priceBounded && answer.state === 'pending');
  const priceAccess: PriceAccess = answer.state === 'ready' ? 'customer' : answer.state === 'visitor' ? 'visitor' : 'waiting';
  // A new form when the URL changes: its fields start from what it says. Not when the customer's
  // answer arrives (the price slider starts over on its own): a tick made meanwhile must stay.
  const formKey = location.search;
  const sortHidden = [...searchParamsOf({ ...query, sort: undefined, page: 1 })];

  return (
    <PageFrame
      title={result.searchName ? t('catalogue.search.resultsFor', { term: result.searchName }) : t('catalogue.search.allProducts')}
      crumb={result.searchName ? t('catalogue.search.crumb') : t('catalogue.search.allProducts')}
      header={
        <p className="catalog-count" role="status">
          {itemsFound(t, result.pagination.total)}
        </p>
      }
    >
      <div className="row g-4">
        <aside className="col-lg-3 d-none d-lg-block" aria-label={t('catalogue.filters.title')}>
          <SearchFilters
            key={formKey}
            result={result}
            query={query}
            sections={['categories', 'brands', 'sizes', 'price']}
            idPrefix="sidebar"
            priceAccess={priceAccess}
            loading={busy}
          />
        </aside>
        <div className="col-lg-9" aria-busy={busy}>
          <div className="catalog-toolbar">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm d-lg-none"
              onClick={openPanel}
              onPointerEnter={preparePanel}
              onTouchStart={preparePanel}
              onFocus={preparePanel}
              aria-controls="search-filter-panel"
            >
              {t('catalogue.filters.title')}
            </button>
            {priceBounded && <PriceFilterNote answer={answer} />}
            <SortForm
              action={SEARCH_PATH}
              sort={result.sort}
              options={query.search ? SORTS_WITH_TERM : SORTS_WITHOUT_TERM}
              hidden={sortHidden}
            />
          </div>
          <div className={busy ? 'catalog-results catalog-results--busy' : 'catalog-results'}>
            <ProductGrid products={result.products} label={t('catalogue.search.products')} />
          </div>
          <PageLinks className="catalog-pagination" pagination={result.pagination} hrefOf={(page) => searchHref({ ...query, page })} />
        </div>
      </div>
      {panel.loaded && (
        <panel.loaded.FilterPanel show={panelOpen} onHide={() => setPanelOpen(false)} logo={logo}>
          <SearchFilters
            key={formKey}
            result={result}
            query={query}
            sections={['categories', 'brands', 'price']}
            idPrefix="panel"
            priceAccess={priceAccess}
            loading={busy}
          />
        </panel.loaded.FilterPanel>
      )}
    </PageFrame>
  );
}
