import type { ProductImport } from '@suraksha/contracts/admin/product-import';
import { useEffect, useEffectEvent } from 'react';
import { useStaffSession } from './staff-session.tsx';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/**
 * A running import's progress bar: asks the server every second how many rows are done, and hands
 * each answer to `onStatus` (the page shows the result once the status is no longer 'running').
 */
export function ProductImportProgress({ job, onStatus }: { job: ProductImport; onStatus: (job: ProductImport) => void }) {
  const { api } = useStaffSession();
  const report = useEffectEvent(onStatus);
  const running = job.status === 'running';
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      api.productImports.get(job.id).then(
        (answer) => {
          if (stopped) return;
          report(answer.import);
          if (answer.import.status === 'running') timer = setTimeout(ask, IMPORT_POLL_MS);
        },
        // A missed answer (a restart, the network): ask again; the import goes on on the server.
        () => {
          if (!stopped) timer = setTimeout(ask, IMPORT_POLL_MS);
        },
      );
    };
    timer = setTimeout(ask, IMPORT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, job.id, running]);

  const percent = job.rows === 0 ? 100 : Math.floor((job.processed / job.rows) * 100);
  return (
    <section aria-labelledby="import-progress-title" className="mb-4">
      <h2 id="import-progress-title" className="h5">
        {running ? 'Importing…' : job.status === 'done' ? 'Import finished' : 'Import failed'}
      </h2>
      <div
        className="progress mb-2"
        role="progressbar"
        aria-label="Rows imported"
        aria-valuemin={0}
        aria-valuemax={job.rows}
        aria-valuenow={job.processed}
        aria-valuetext={`${job.processed} of ${job.rows} rows`}
      >
        <div className={`progress-bar${running ? ' progress-bar-striped progress-bar-animated' : ''}`} style={{ width: `${percent}%` }}>
          {percent}%
        </div>
      </div>
      <p role="status" className="mb-0">
        {job.processed.toLocaleString('en')} of {job.rows.toLocaleString('en')} rows: {job.result.created} new, {job.result.changed}{' '}
        changed, {job.result.unchanged} unchanged, {job.result.refused} refused.
      </p>
      {job.lastError && <p className="alert alert-danger mt-2">{job.lastError}</p>}
    </section>
  );
}
