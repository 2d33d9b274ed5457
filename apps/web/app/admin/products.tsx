import type { AdminCategory, AdminBrand } from '@suraksha/contracts/admin/taxonomy';
import {
  GRID_FIELDS,
  PRODUCT_BULK_MAX,
  PRODUCT_LIST_DEFAULT_SORT,
  PRODUCT_LIST_PER_PAGE,
  GRID_FIELD_PERMISSION,
  PRODUCT_LIST_PER_PAGE_CHOICES,
  PRODUCT_LIST_SORTS,
  type ProductBulkResult,
  type ProductListResponse,
  type ProductListSort,
  STOCK_LEVEL_LABELS,
  STOCK_LEVELS,
} from '@suraksha/contracts/admin/product-list';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useLocation } from 'react-router';
import { submitForm } from '../lib/submit-form.ts';
import { PageLinks } from '../ui/page-links.tsx';
import { SmallSpinner } from '../ui/spinner.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { type GridEdits, type RowEdits, gridSummary, withEdit } from './product-grid-edits.ts';
import { ProductGrid } from './product-grid.tsx';
import { productListHref, readProductListQuery } from './products-url.ts';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterActions, ResultCount } from './list-filters.tsx';

export const meta = () => [{ title: 'Products — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const SORT_LABELS: Record<ProductListSort, string> = {
  updated_desc: 'Last changed first',
  updated_asc: 'Least recently changed',
  title_asc: 'Title A–Z',
  title_desc: 'Title Z–A',
  price_asc: 'Cheapest',
  price_desc: 'Dearest',
  stock_asc: 'Fewest in stock',
  stock_desc: 'Most in stock',
};

const isSort = (value: string | undefined): value is ProductListSort => (PRODUCT_LIST_SORTS as readonly string[]).includes(value ?? '');

/** The brands and categories the filters offer (catalogue.read reads both). */
function useTaxonomy() {
  const { api } = useStaffSession();
  const [taxonomy, setTaxonomy] = useState<{ brands: AdminBrand[]; categories: AdminCategory[] }>({ brands: [], categories: [] });
  useEffect(() => {
    let current = true;
    Promise.all([api.brands.list(), api.categories.list()]).then(
      ([b, c]) => current && setTaxonomy({ brands: b.brands, categories: c.categories }),
      (error: unknown) => console.error('Could not load the brands and categories for the filters.', error),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return taxonomy;
}

/**
 * /admin/products: search, filters, sort and pages, all in the URL and done by the server; "Edit in
 * grid" turns price, offer price, stock and active into inputs (those the role may change), and
 * "Save N changes" sends the changed rows in ONE call, each row's result shown beside it.
 */
export default function AdminProducts() {
  const { api, can } = useStaffSession();
  const location = useLocation();
  const query = readProductListQuery(new URLSearchParams(location.search));
  const sort = isSort(query.sort) ? query.sort : PRODUCT_LIST_DEFAULT_SORT;
  const applyFilters = useFilterSubmit('/admin/products', { sort: PRODUCT_LIST_DEFAULT_SORT, per_page: String(PRODUCT_LIST_PER_PAGE) });
  const { brands, categories } = useTaxonomy();
  const [editing, setEditing] = useState(false);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Products</h1>
        {can('catalogue.write') && (
          <>
            <Link className="btn btn-primary btn-sm" to="/admin/products/new">
              New product
            </Link>
            <Link className="btn btn-outline-primary btn-sm" to="/admin/products/import">
              Import CSV
            </Link>
          </>
        )}
        <ExportCsvButton url={api.products.csvPath(query)} fileName="suraksha-products.csv" />
      </div>

      <form onSubmit={applyFilters} className="admin-filters" aria-label="Filter products" key={location.search}>
        <label className="form-label mb-0">
          Search
          <input className="form-control" type="search" name="q" defaultValue={query.q} placeholder="Title or SKU" />
        </label>
        <label className="form-label mb-0">
          Brand
          <select className="form-select" name="brand" defaultValue={query.brand ?? ''}>
            <option value="">All brands</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
                {b.active ? '' : ' (inactive)'}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Category
          <select className="form-select" name="category" defaultValue={query.category ?? ''}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {'\u2003'.repeat(c.depth)}
                {c.title}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Active
          <select className="form-select" name="active" defaultValue={query.active ?? ''}>
            <option value="">Any</option>
            <option value="yes">Active</option>
            <option value="no">Inactive</option>
          </select>
        </label>
        <label className="form-label mb-0">
          On request
          <select className="form-select" name="on_request" defaultValue={query.on_request ?? ''}>
            <option value="">Any</option>
            <option value="yes">On request</option>
            <option value="no">Priced</option>
          </select>
        </label>
        <label className="form-label mb-0">
          Stock
          <select className="form-select" name="stock" defaultValue={query.stock ?? ''}>
            <option value="">Any</option>
            {STOCK_LEVELS.map((level) => (
              <option key={level} value={level}>
                {STOCK_LEVEL_LABELS[level]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Offer price
          <select className="form-select" name="offer" defaultValue={query.offer ?? ''}>
            <option value="">Any</option>
            <option value="yes">With an offer</option>
            <option value="no">Without</option>
          </select>
        </label>
        <label className="form-label mb-0">
          Sort
          <select className="form-select" name="sort" defaultValue={sort}>
            {PRODUCT_LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Per page
          <select className="form-select" name="per_page" defaultValue={query.per_page ?? String(PRODUCT_LIST_PER_PAGE)}>
            {PRODUCT_LIST_PER_PAGE_CHOICES.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <FilterActions clearTo="/admin/products" />
      </form>

      {/* Another page, filter or sort is another set of rows: no edit or result carries over. */}
      <ProductDesk key={location.search} search={location.search} sort={sort} editing={editing} setEditing={setEditing} />
    </>
  );
}

/** The rows of one URL, read or edited in the grid, and the grid's save. */
function ProductDesk({
  search,
  sort,
  editing,
  setEditing,
}: {
  search: string;
  sort: ProductListSort;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}) {
  const { api, can } = useStaffSession();
  const query = readProductListQuery(new URLSearchParams(search));
  const [loaded, replace] = useAdminAnswer('the products', search, (key) =>
    api.products.list(readProductListQuery(new URLSearchParams(key))),
  );
  const editable = useMemo(() => new Set(GRID_FIELDS.filter((f) => can(GRID_FIELD_PERMISSION[f]))), [can]);
  const [edits, setEdits] = useState<GridEdits>(new Map());
  const [results, setResults] = useState<ReadonlyMap<number, ProductBulkResult>>(new Map());
  const [saving, setSaving] = useState(false);

  const answer = loaded.kind === 'ready' ? loaded.value : null;
  const summary = answer ? gridSummary(answer.products, edits) : { body: { rows: [] }, changes: 0, invalid: 0 };

  async function save() {
    if (!answer || summary.body.rows.length === 0) return;
    setSaving(true);
    const outcome = await submitForm(() => api.products.bulk(summary.body), { what: 'the grid', fields: [] });
    setSaving(false);
    if (outcome.kind !== 'sent') {
      const messages = outcome.kind === 'refused' ? outcome.messages : [outcome.message];
      for (const message of messages) toast.error(message, { id: message });
      return;
    }
    const sent = outcome.sent;
    const byId = new Map(sent.results.map((r) => [r.id, r]));
    // Every row shows what stands now; a saved row's edits are done, a refused row keeps what staff typed.
    const next: ProductListResponse = {
      ...answer,
      products: answer.products.map((p) => {
        const now = byId.get(p.id)?.now;
        return now ? { ...p, ...now } : p;
      }),
    };
    const kept = new Map<number, RowEdits>();
    for (const [id, rowEdits] of edits) if (byId.get(id)?.ok === false) kept.set(id, rowEdits);
    replace(next);
    setEdits(kept);
    setResults(byId);
    if (sent.refused === 0) toast.success(sent.message);
    else toast.error(sent.message, { id: sent.message });
  }

  function discard() {
    setEdits(new Map());
    setResults(new Map());
  }

  const canEdit = editable.size > 0;
  return (
    <>
      <AnswerPending answer={loaded} loading="Loading products…" />
      {answer && (
        <>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <ResultCount total={answer.pagination.total} one="product" many="products" className="mb-0 me-auto" />
            {canEdit && !editing && (
              <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(true)}>
                Edit in grid
              </button>
            )}
            {editing && (
              <>
                {summary.invalid > 0 && (
                  <span className="text-danger small">{summary.invalid === 1 ? '1 cell to fix' : `${summary.invalid} cells to fix`}</span>
                )}
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={saving || summary.changes === 0 || summary.invalid > 0 || summary.body.rows.length > PRODUCT_BULK_MAX}
                  onClick={save}
                >
                  {saving && <SmallSpinner />} Save {summary.changes === 1 ? '1 change' : `${summary.changes} changes`}
                </button>
                <button type="button" className="btn btn-link btn-sm" disabled={saving || edits.size === 0} onClick={discard}>
                  Discard changes
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm"
                  disabled={saving || summary.changes > 0}
                  onClick={() => {
                    discard();
                    setEditing(false);
                  }}
                >
                  Done
                </button>
              </>
            )}
          </div>
          {editing && editable.size < GRID_FIELDS.length && (
            <p className="small text-body-secondary">
              Your role may change: {[...editable].map((f) => f.replace('_', ' ')).join(', ')}. The other columns are read-only.
            </p>
          )}
          {answer.products.length > 0 ? (
            <ProductGrid
              products={answer.products}
              sort={sort}
              hrefOf={(next) => productListHref(query, { sort: next })}
              editing={
                editing ? { edits, editable, onEdit: (id, field, input) => setEdits((before) => withEdit(before, id, field, input)) } : null
              }
              results={results}
            />
          ) : (
            <p>No product matches these filters.</p>
          )}
          <PageLinks className="mt-3" pagination={answer.pagination} hrefOf={(page) => productListHref(query, { page: String(page) })} />
        </>
      )}
    </>
  );
}
