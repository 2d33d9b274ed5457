import { type OrderDocumentKind, orderDocumentsFileName } from '@suraksha/contracts/admin/order-documents';
import { API_KEY_HEADER } from '@suraksha/contracts/transport';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessageOf } from '../lib/api-errors.ts';
import { usePublicEnv } from '../lib/browser-api.ts';
import { downloadFile } from '../lib/download-file.ts';
import { SmallSpinner } from '../ui/spinner.tsx';
import { useStaffSession } from './staff-session.tsx';

/**
 * Prints the invoices or packing slips of these orders as one PDF (issue #15), for a role with
 * orders.print; nothing at all for the others, so no button leads to a 403.
 */
export function OrderPrintButtons({ numbers }: { numbers: readonly string[] }) {
  const { api, can } = useStaffSession();
  const env = usePublicEnv();
  const [busy, setBusy] = useState<OrderDocumentKind | null>(null);
  if (!can('orders.print') || numbers.length === 0) return null;
  const many = numbers.length > 1;

  async function print(kind: OrderDocumentKind) {
    setBusy(kind);
    try {
      await downloadFile(
        api.orders.documentsPath(kind, numbers),
        { [API_KEY_HEADER]: env?.apiKey ?? '', accept: 'application/pdf' },
        orderDocumentsFileName(kind, numbers),
      );
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <span className="d-inline-flex flex-wrap gap-2">
      <button type="button" className="btn btn-outline-secondary" disabled={busy !== null} onClick={() => void print('invoice')}>
        {busy === 'invoice' && <SmallSpinner />} {many ? 'Print invoices' : 'Print invoice'}
      </button>
      <button type="button" className="btn btn-outline-secondary" disabled={busy !== null} onClick={() => void print('packing-slip')}>
        {busy === 'packing-slip' && <SmallSpinner />} {many ? 'Print packing slips' : 'Print packing slip'}
      </button>
    </span>
  );
}
