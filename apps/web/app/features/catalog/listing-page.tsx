import type { Pagination, ProductCard } from '@suraksha/contracts/catalog';
import type { SortKey } from '@suraksha/contracts/listing-limits';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import './catalog.css';
import { listingHref } from './catalog-query.ts';
import { PageLinks } from '../../ui/page-links.tsx';
import type { Crumb } from '../../ui/breadcrumbs.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';
import { ProductGrid } from './product-grid.tsx';
import { SortForm } from './sort-form.tsx';

/** Without a search term there is nothing to rank by relevance. */
const LISTING_SORTS: readonly SortKey[] = ['newest', 'price_asc', 'price_desc', 'name'];

interface ListingPageProps {
  basePath: string;
  /** The crumbs between Home and this listing (a category's parent). */
  parents?: readonly Crumb[];
  title: string;
  /** Under the title: child categories, a logo… */
  intro?: ReactNode;
  /** The 'N items found' line beside the sort select. */
  count: string;
  products: readonly ProductCard[];
  pagination: Pagination;
  sort: SortKey;
}

/** A brand's or a category's products: breadcrumbs, heading, sort, the grid and pages. */
export function ListingPage({ basePath, parents, title, intro, count, products, pagination, sort }: ListingPageProps) {
  // The default order stays out of the URL, so page links of an unsorted listing stay canonical.
  const { t } = useTranslation();
  const sortInUrl = sort === 'newest' ? undefined : sort;
  return (
    <PageFrame title={title} parents={parents} header={intro}>
      <div className="catalog-toolbar">
        <p className="catalog-count" role="status">
          {count}
        </p>
        <SortForm action={basePath} sort={sort} options={LISTING_SORTS} />
      </div>
      <ProductGrid products={products} label={t('catalogue.listing.productsOf', { title })} />
      <PageLinks
        className="catalog-pagination"
        pagination={pagination}
        hrefOf={(page) => listingHref(basePath, { page, sort: sortInUrl })}
      />
    </PageFrame>
  );
}
