import { IMPORT_COLUMNS, type ProductImport } from '@suraksha/contracts/admin/product-import';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { AnswerPending } from './answer-pending.tsx';
import { ProductImportPreview } from './product-import-preview.tsx';
import { ProductImportProgress } from './product-import-progress.tsx';
import { ProductImportUpload } from './product-import-upload.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Import products — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** The columns a file may have, as the page lists them under the upload. */
function ColumnHelp() {
  return (
    <details className="mt-3">
      <summary>Which columns the file may have</summary>
      <p className="small mt-2">
        The columns of the products export (Export CSV on the products list): export, edit in a spreadsheet, import. Names in any case;
        other columns are left out and listed in the preview. Only <code>sku</code> is needed.
      </p>
      <table className="table table-sm small">
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">Meaning</th>
            <th scope="col">Format</th>
          </tr>
        </thead>
        <tbody>
          {IMPORT_COLUMNS.map((c) => (
            <tr key={c.field}>
              <td className="font-monospace text-nowrap">{c.name}</td>
              <td>{c.meaning}</td>
              <td>{c.format}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** An import once uploaded: its preview and Confirm, then its progress bar and result. */
function ImportStatus({ initial }: { initial: ProductImport }) {
  const { api } = useStaffSession();
  const [job, setJob] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const sent = await sendWithToasts('product import', () => api.productImports.confirm(job.id), []);
    setBusy(false);
    if (sent) setJob(sent.import);
  }

  return (
    <>
      {job.status === 'preview' ? (
        <section className="card mb-4" aria-label="Confirm the import">
          <div className="card-body d-flex flex-wrap align-items-center gap-3">
            <p className="mb-0">
              {job.preview.create} new, {job.preview.change} changed, {job.preview.unchanged} unchanged, {job.preview.refused} refused (left
              out).
            </p>
            {job.preview.create + job.preview.change === 0 ? (
              <p className="mb-0 ms-auto text-body-secondary">Nothing to import: every row is unchanged or refused.</p>
            ) : job.canConfirm ? (
              <button type="button" className="btn btn-primary ms-auto" disabled={busy} onClick={() => void confirm()}>
                {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                Confirm the import
              </button>
            ) : (
              <p className="mb-0 ms-auto text-body-secondary">Only the person who uploaded this file can confirm it.</p>
            )}
          </div>
        </section>
      ) : (
        <ProductImportProgress job={job} onStatus={setJob} />
      )}
      {job.status === 'done' && (
        <p>
          <Link to="/admin/products/import">Import another file</Link>
        </p>
      )}
      <ProductImportPreview job={job} />
    </>
  );
}

/**
 * /admin/products/import (catalogue.write): upload a products CSV, read the preview row by row,
 * confirm, and watch the progress bar until the import is done. The import's id is in the URL
 * (?import=12), so a reload or a colleague's link shows the same import.
 */
export default function AdminProductImport() {
  const { api } = useStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const importId = new URLSearchParams(location.search).get('import');
  const [busy, setBusy] = useState(false);
  const [loaded] = useAdminAnswer('the import', importId ?? '', (id) =>
    id === '' ? Promise.resolve(null) : api.productImports.get(id).then((answer) => answer.import),
  );

  async function upload(form: FormData) {
    setBusy(true);
    const sent = await sendWithToasts('product import', () => api.productImports.upload(form), ['file']);
    setBusy(false);
    if (sent) void navigate(`/admin/products/import?import=${sent.import.id}`);
  }

  const job = loaded.kind === 'ready' ? loaded.value : null;
  return (
    <>
      <h1 className="h3 mb-3">Import products</h1>
      {importId === null ? (
        <section className="card mb-4" aria-labelledby="import-upload-title">
          <div className="card-body">
            <h2 id="import-upload-title" className="h5">
              Upload a CSV
            </h2>
            <ProductImportUpload busy={busy} onUpload={(form) => void upload(form)} />
            <ColumnHelp />
          </div>
        </section>
      ) : (
        <>
          <AnswerPending answer={loaded} loading="Loading the import…" />
          {job && <ImportStatus key={job.id} initial={job} />}
        </>
      )}
    </>
  );
}
