import { API_KEY_HEADER } from '@suraksha/contracts/transport';
import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { errorMessageOf } from '../lib/api-errors.ts';
import { usePublicEnv } from '../lib/browser-api.ts';
import { downloadFile } from '../lib/download-file.ts';
import { SmallSpinner } from '../ui/spinner.tsx';

/**
 * "Export CSV": downloads a list's CSV under the filters in `url` (the API streams it; the file is
 * named by the server, dated). The request carries the API key, so it is fetched, not a plain link.
 */
export function ExportCsvButton({ url, fileName, label = 'Export CSV' }: { url: string; fileName: string; label?: string }) {
  const env = usePublicEnv();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(url, { [API_KEY_HEADER]: env?.apiKey ?? '', accept: 'text/csv' }, fileName);
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  }

  return (
    <button type="button" className="btn btn-outline-primary" onClick={exportCsv} disabled={exporting}>
      {exporting && <SmallSpinner />} {label}
    </button>
  );
}
