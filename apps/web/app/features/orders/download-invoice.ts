import { API_BASE, API_KEY_HEADER } from '@suraksha/contracts/transport';
import { invoiceFileName } from '@suraksha/domain/invoice';

/**
 * Fetches the invoice PDF the server renders (it needs the bearer token, so a plain link
 * cannot do) and hands it to the browser as a download.
 */
export async function downloadInvoicePdf({
  orderNumber,
  apiKey,
  token,
}: {
  orderNumber: string;
  apiKey: string;
  token: string;
}): Promise<void> {
  const res = await fetch(`${API_BASE}/customer/myorders/${encodeURIComponent(orderNumber)}/invoice.pdf`, {
    headers: { [API_KEY_HEADER]: apiKey, authorization: `Bearer ${token}`, accept: 'application/pdf' },
  });
  if (!res.ok) throw new Error(`The invoice could not be downloaded (status ${res.status}).`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(orderNumber);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the object URL only needs to outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
