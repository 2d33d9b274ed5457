import { ADMIN_SEARCH_MIN, type AdminSearchResponse } from '@suraksha/contracts/admin/search';
import { PACKAGE_MESSAGES as M, PACKAGE_QUANTITY_MAX } from '@suraksha/contracts/admin/packages';
import { useEffect, useState } from 'react';
import { formatRupees } from '../lib/money.ts';
import { useStaffSession } from './staff-session.tsx';

/** One line of a package being edited; the quantity as typed (the server judges it). */
export interface ItemLine {
  productId: number;
  title: string;
  sku: string;
  active: boolean;
  /** What one sells for today; null when quoted on request. */
  price: number | null;
  quantity: string;
}

type Found = NonNullable<AdminSearchResponse['products']>[number];

/** What the lines cost bought one by one at today's prices; null when one is quoted on request or a quantity is not a number. */
export function partsTotal(lines: readonly ItemLine[]): number | null {
  let paisa = 0;
  for (const line of lines) {
    const quantity = Number(line.quantity);
    if (line.price === null || !Number.isInteger(quantity)) return null;
    paisa += Math.round(line.price * 100) * quantity;
  }
  return paisa / 100;
}

/** Products matching what staff type (the back office's own search), fetched a moment after typing stops. */
function useProductSearch(term: string): { found: Found[]; searching: boolean } {
  const { api } = useStaffSession();
  const [state, setState] = useState<{ term: string; found: Found[] }>({ term: '', found: [] });
  const wanted = term.trim();
  useEffect(() => {
    if (wanted.length < ADMIN_SEARCH_MIN) return;
    let current = true;
    const timer = setTimeout(() => {
      api.search(wanted).then(
        (answer) => current && setState({ term: wanted, found: answer.products ?? [] }),
        () => current && setState({ term: wanted, found: [] }),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, wanted]);
  if (wanted.length < ADMIN_SEARCH_MIN) return { found: [], searching: false };
  return { found: state.term === wanted ? state.found : [], searching: state.term !== wanted };
}

/**
 * The products of a package with their quantities: found by title or SKU and added (each once),
 * quantity changed or removed. An inactive product is marked: the storefront hides the package
 * while it holds one.
 */
export function PackageItems({
  lines,
  onChange,
  error,
}: {
  lines: readonly ItemLine[];
  onChange: (lines: ItemLine[]) => void;
  error?: string | undefined;
}) {
  const [term, setTerm] = useState('');
  const { found, searching } = useProductSearch(term);
  const inPackage = new Set(lines.map((l) => l.productId));
  const add = (product: Found) =>
    onChange([
      ...lines,
      { productId: product.id, title: product.title, sku: product.sku, active: product.active, price: product.price, quantity: '1' },
    ]);
  const update = (productId: number, quantity: string) => onChange(lines.map((l) => (l.productId === productId ? { ...l, quantity } : l)));
  const remove = (productId: number) => onChange(lines.filter((l) => l.productId !== productId));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">Products in the package</legend>
      {lines.length === 0 ? (
        <p className="text-body-secondary small">None yet: find products below and add them.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">Products in the package</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price each</th>
                <th scope="col">Quantity</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.productId}>
                  <td>
                    {line.title} <span className="font-monospace small text-body-secondary">{line.sku}</span>
                    {!line.active && <span className="badge text-bg-warning ms-2">Inactive</span>}
                  </td>
                  <td>{line.price === null ? 'On request' : formatRupees(line.price)}</td>
                  <td>
                    <input
                      type="number"
                      className="form-control form-control-sm"
                      style={{ maxWidth: '6rem' }}
                      min={1}
                      max={PACKAGE_QUANTITY_MAX}
                      step={1}
                      value={line.quantity}
                      onChange={(e) => update(line.productId, e.target.value)}
                      aria-label={`Quantity of ${line.title}`}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => remove(line.productId)}
                      aria-label={`Remove ${line.title}`}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error && (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {error}
        </div>
      )}
      <label htmlFor="package-product-search" className="form-label small">
        Find a product by title or SKU
      </label>
      <input
        id="package-product-search"
        type="search"
        className="form-control"
        autoComplete="off"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        aria-describedby="package-product-search-hint"
      />
      <div id="package-product-search-hint" className="form-text">
        Type at least {ADMIN_SEARCH_MIN} characters.
      </div>
      {searching && <p className="small text-body-secondary mb-0">Searching…</p>}
      {!searching && term.trim().length >= ADMIN_SEARCH_MIN && found.length === 0 && (
        <p className="small text-body-secondary mb-0">No product matches.</p>
      )}
      {found.length > 0 && (
        <ul className="list-unstyled mt-2 mb-0" aria-label="Matching products">
          {found.map((product) => (
            <li key={product.id} className="d-flex align-items-center gap-2 py-1">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={inPackage.has(product.id)}
                onClick={() => add(product)}
                aria-label={`Add ${product.title}`}
              >
                {inPackage.has(product.id) ? 'Added' : 'Add'}
              </button>
              <span>
                {product.title} <span className="font-monospace small text-body-secondary">{product.sku}</span>
                {!product.active && <span className="badge text-bg-warning ms-2">Inactive</span>}
              </span>
              <span className="small ms-auto">{product.price === null ? 'On request' : formatRupees(product.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {lines.length} products in the package.
      </p>
      {lines.some((l) => !l.active) && (
        <p className="alert alert-warning small mt-2 mb-0">{M.inactiveItems(lines.filter((l) => !l.active).map((l) => l.title))}</p>
      )}
    </fieldset>
  );
}
