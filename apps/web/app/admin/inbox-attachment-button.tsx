import { API_KEY_HEADER } from '@suraksha/contracts/transport';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessageOf } from '../lib/api-errors.ts';
import { usePublicEnv } from '../lib/browser-api.ts';
import { downloadFile } from '../lib/download-file.ts';
import { SmallSpinner } from '../ui/spinner.tsx';

/**
 * The sender's file, downloaded (the API answers it as an attachment with nosniff, so the browser
 * never renders it). The request carries the API key, so it is fetched, not a plain link.
 */
export function InboxAttachmentButton({ attachment }: { attachment: { name: string; url: string } }) {
  const env = usePublicEnv();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(attachment.url, { [API_KEY_HEADER]: env?.apiKey ?? '' }, attachment.name);
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline-primary mt-3" onClick={download} disabled={busy}>
      {busy && <SmallSpinner />} Download {attachment.name}
    </button>
  );
}
