import { ADMIN_SEARCH_MESSAGES, ADMIN_SEARCH_MIN, type AdminSearchResponse } from '@suraksha/contracts/admin/search';
import { PRODUCT_RELATED_MAX } from '@suraksha/contracts/admin/product-editor';
import { arrayMove } from '@dnd-kit/sortable';
import { useEffect, useId, useState } from 'react';
import type { RelatedRow } from './product-editor-state.ts';
import { useStaffSession } from './staff-session.tsx';

type Found = NonNullable<AdminSearchResponse['products']>;

interface RelatedPickerProps {
  /** The product being edited (null: a new one): it cannot be related to itself. */
  productId: number | null;
  related: RelatedRow[];
  onChange: (related: RelatedRow[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Related products, picked by searching names and SKUs (the back office's own search) and kept in
 * order: the product page shows them first, then its own picks from the category.
 */
export function RelatedPicker({ productId, related, onChange, error, disabled = false }: RelatedPickerProps) {
  const { api } = useStaffSession();
  const searchId = useId();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Found>([]);
  const wanted = term.trim();
  useEffect(() => {
    if (wanted.length < ADMIN_SEARCH_MIN) return;
    let current = true;
    const timer = setTimeout(() => {
      api.search(wanted).then(
        (answer) => current && setFound(answer.products ?? []),
        (err: unknown) => current && console.error('Could not search products to relate.', err),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, wanted]);
  const chosen = new Set(related.map((r) => r.id));
  const offered = wanted.length < ADMIN_SEARCH_MIN ? [] : found.filter((p) => p.id !== productId && !chosen.has(p.id));
  const full = related.length >= PRODUCT_RELATED_MAX;
  return (
    <fieldset className="admin-order__box">
      <legend className="h6">Related products</legend>
      {related.length > 0 && (
        <ol className="list-unstyled mb-2" aria-label="Related products in order">
          {related.map((r, i) => (
            <li key={r.id} className="d-flex gap-2 align-items-center mb-1">
              <span className="flex-grow-1">
                {r.title} <span className="text-body-secondary small font-monospace">{r.sku}</span>
              </span>
              <div className="btn-group btn-group-sm">
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  disabled={disabled || i === 0}
                  onClick={() => onChange(arrayMove(related, i, i - 1))}
                >
                  <span aria-hidden="true">Move up</span>
                  <span className="visually-hidden">Move up {r.title}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  disabled={disabled}
                  onClick={() => onChange(related.filter((x) => x.id !== r.id))}
                >
                  <span aria-hidden="true">Remove</span>
                  <span className="visually-hidden">Remove {r.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="text-danger small" role="alert">
          {error}
        </p>
      )}
      <label htmlFor={searchId} className="form-label small">
        Find a product by name or SKU
      </label>
      <input
        id={searchId}
        type="search"
        className="form-control form-control-sm"
        value={term}
        disabled={disabled || full}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={full ? `At most ${PRODUCT_RELATED_MAX}` : ADMIN_SEARCH_MESSAGES.tooShort}
      />
      {offered.length > 0 && (
        <ul className="list-unstyled mt-1" aria-label="Products found">
          {offered.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                disabled={disabled || full}
                onClick={() => onChange([...related, { id: p.id, title: p.title, sku: p.sku }])}
              >
                Add {p.title}
              </button>{' '}
              <span className="text-body-secondary small font-monospace">{p.sku}</span>
              {!p.active && <span className="badge text-bg-secondary ms-1">inactive</span>}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
