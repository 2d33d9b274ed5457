import { API_BASE, API_KEY_HEADER } from '@suraksha/contracts/transport';
import { invoiceFileName } from '@suraksha/domain/invoice';
import { downloadFile } from '../../lib/download-file.ts';

/** The invoice PDF the server renders: it needs the bearer token, so a plain link cannot do. */
export function downloadInvoicePdf({ orderNumber, apiKey, token }: { orderNumber: string; apiKey: string; token: string }): Promise<void> {
  return downloadFile(
    `${API_BASE}/customer/myorders/${encodeURIComponent(orderNumber)}/invoice.pdf`,
    { [API_KEY_HEADER]: apiKey, authorization: `Bearer ${token}`, accept: 'application/pdf' },
    invoiceFileName(orderNumber),
  );
}
