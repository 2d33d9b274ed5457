import { type LowStockRow, STOCK_MESSAGES } from '@suraksha/contracts/admin/stock';
import { type FormEvent, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useStaffSession } from './staff-session.tsx';

/** A product's threshold: a number and Save (stock.write), or the number alone. */
export function ThresholdForm({
  product: row,
  onSaved,
}: {
  product: Pick<LowStockRow, 'id' | 'title' | 'low_stock_at'>;
  onSaved: () => void;
}) {
  const { api, can } = useStaffSession();
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  if (!can('stock.write')) return <>{row.low_stock_at}</>;
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('low_stock_at') ?? '').trim();
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value)) {
      setError(STOCK_MESSAGES.threshold);
      return;
    }
    setSaving(true);
    const sent = await sendWithToasts(
      'the threshold',
      () => api.stock.setThreshold(row.id, { low_stock_at: value }),
      ['low_stock_at'],
      (e) => setError(e.low_stock_at),
    );
    setSaving(false);
    if (sent) onSaved();
  }
  return (
    <form className="d-flex gap-1 align-items-start" onSubmit={save} aria-label={`Threshold of ${row.title}`}>
      <div>
        <input
          className={`form-control form-control-sm admin-grid-input${error ? ' is-invalid' : ''}`}
          name="low_stock_at"
          inputMode="numeric"
          aria-label={`Low at, for ${row.title}`}
          defaultValue={row.low_stock_at}
        />
        {error && <div className="invalid-feedback d-block small">{error}</div>}
      </div>
      <button type="submit" className="btn btn-outline-primary btn-sm" disabled={saving}>
        Save
      </button>
    </form>
  );
}
