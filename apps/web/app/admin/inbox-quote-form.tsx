import type { InboxChangeResponse, InboxDetail } from '@suraksha/contracts/admin/inbox';
import { QUOTE_LINES_MAX, QUOTE_VALID_DAYS } from '@suraksha/contracts/admin/inbox-quote';
import type { ProductListRow } from '@suraksha/contracts/admin/product-list';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessageOf } from '../lib/api-errors.ts';
import { formatRupees } from '../lib/money.ts';
import { type FieldErrors, sendWithToasts } from '../lib/send-with-toasts.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useStaffSession } from './staff-session.tsx';

interface QuoteLine {
  product: Pick<ProductListRow, 'id' | 'title' | 'sku'>;
  quantity: string;
  unitPrice: string;
}

/** The price a line starts with: the offer price when there is one, else the list price; empty for a product sold on request. */
const startingPrice = (p: ProductListRow) => {
  const rupees = p.offer_price ?? p.price;
  return rupees > 0 ? rupees.toFixed(2) : '';
};

/**
 * A priced quote for a quote request (decision 0110): find products by title or SKU (the product
 * list's own search), set each line's quantity and unit price, the validity and a note, and send.
 * The server computes every amount and the total, renders the PDF and mails it; the thread then
 * shows the reply with its PDF.
 */
export function InboxQuoteForm({ item, onChanged }: { item: InboxDetail; onChanged: (changed: InboxChangeResponse) => void }) {
  const { api } = useStaffSession();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<ProductListRow[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [lines, setLines] = useState<QuoteLine[]>([]);
  const [validDays, setValidDays] = useState(String(QUOTE_VALID_DAYS.default));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function search() {
    setSearching(true);
    try {
      setFound((await api.products.list({ q: term, active: 'yes', per_page: '25' })).products);
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setSearching(false);
    }
  }
  const add = (p: ProductListRow) =>
    setLines((now) =>
      now.some((l) => l.product.id === p.id) || now.length >= QUOTE_LINES_MAX
        ? now
        : [...now, { product: { id: p.id, title: p.title, sku: p.sku }, quantity: '1', unitPrice: startingPrice(p) }],
    );
  const change = (i: number, patch: Partial<QuoteLine>) => setLines((now) => now.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  async function sendQuote() {
    setBusy(true);
    const fields = [
      ...lines.flatMap((_, i) => [`lines.${i}.product_id`, `lines.${i}.quantity`, `lines.${i}.unit_price`]),
      'lines',
      'valid_days',
      'note',
    ];
    const changed = await sendWithToasts(
      'send the quote',
      () =>
        api.inbox.quote(item.kind, item.reference, {
          lines: lines.map((l) => ({ product_id: l.product.id, quantity: Number(l.quantity), unit_price: l.unitPrice })),
          valid_days: Number(validDays),
          ...(note.trim() ? { note } : {}),
        }),
      fields,
      setErrors,
    );
    setBusy(false);
    if (changed) {
      onChanged(changed);
      setLines([]);
      setNote('');
      setFound(null);
    }
  }

  const latest = item.quotes.at(-1);
  return (
    <section className="card card-body mb-3" aria-labelledby="inbox-quote-title">
      <h2 className="h6" id="inbox-quote-title">
        Priced quote (PDF by e-mail)
      </h2>
      {latest && (
        <p className="small text-body-secondary">
          Last sent: {latest.number} version {latest.version}, {formatRupees(latest.total)}. Sending again makes version{' '}
          {latest.version + 1}.
        </p>
      )}
      <form
        role="search"
        aria-label="Find a product"
        className="d-flex gap-2 mb-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <input
          className="form-control"
          type="search"
          aria-label="Product title or SKU"
          placeholder="Product title or SKU"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-secondary" disabled={searching}>
          {searching && <SmallSpinner />} Find
        </button>
      </form>
      {found && (
        <ul className="list-unstyled small mb-3" aria-label="Products found">
          {found.length === 0 && <li className="text-body-secondary">No active product matches.</li>}
          {found.map((p) => (
            <li key={p.id} className="d-flex justify-content-between align-items-center gap-2 py-1 border-bottom">
              <span>
                {p.title} <span className="text-body-secondary">· {p.sku}</span>
              </span>
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => add(p)} aria-label={`Add ${p.title}`}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" aria-label="Quote lines">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Qty</th>
                <th scope="col">Unit price (Rs)</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={line.product.id}>
                  <td>
                    {line.product.title}
                    <span className="d-block small text-body-secondary">{line.product.sku}</span>
                    {errors[`lines.${i}.product_id`] && (
                      <span className="d-block text-danger small">{errors[`lines.${i}.product_id`]}</span>
                    )}
                  </td>
                  <td style={{ width: '6rem' }}>
                    <input
                      className="form-control form-control-sm"
                      inputMode="numeric"
                      aria-label={`Quantity of ${line.product.title}`}
                      value={line.quantity}
                      onChange={(event) => change(i, { quantity: event.target.value })}
                    />
                    {errors[`lines.${i}.quantity`] && <span className="d-block text-danger small">{errors[`lines.${i}.quantity`]}</span>}
                  </td>
                  <td style={{ width: '9rem' }}>
                    <input
                      className="form-control form-control-sm"
                      inputMode="decimal"
                      aria-label={`Unit price of ${line.product.title}`}
                      value={line.unitPrice}
                      onChange={(event) => change(i, { unitPrice: event.target.value })}
                    />
                    {errors[`lines.${i}.unit_price`] && (
                      <span className="d-block text-danger small">{errors[`lines.${i}.unit_price`]}</span>
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-sm btn-link text-danger"
                      aria-label={`Remove ${line.product.title}`}
                      onClick={() => setLines((now) => now.filter((_, j) => j !== i))}
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {errors.lines && <p className="text-danger small">{errors.lines}</p>}
      <div className="row g-2 mb-2">
        <div className="col-sm-5">
          <label className="form-label small" htmlFor="quote-valid-days">
            Valid for (days)
          </label>
          <input
            id="quote-valid-days"
            className="form-control form-control-sm"
            inputMode="numeric"
            value={validDays}
            onChange={(event) => setValidDays(event.target.value)}
          />
          {errors.valid_days && <span className="d-block text-danger small">{errors.valid_days}</span>}
        </div>
      </div>
      <label className="form-label small" htmlFor="quote-note">
        Note on the quote (optional)
      </label>
      <textarea
        id="quote-note"
        className="form-control form-control-sm"
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {errors.note && <span className="d-block text-danger small">{errors.note}</span>}
      <p className="small text-body-secondary mt-2 mb-2">The shop computes the amounts and the total; the PDF goes to {item.email}.</p>
      <button
        type="button"
        className="btn btn-primary align-self-start"
        disabled={busy || lines.length === 0}
        onClick={() => void sendQuote()}
      >
        {busy && <SmallSpinner />} Send quote
      </button>
    </section>
  );
}
