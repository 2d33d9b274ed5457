import {
  IMPORT_FIELD_LABELS,
  IMPORT_ROW_KIND_LABELS,
  IMPORT_ROW_KINDS,
  type ImportRowKind,
  type ProductImport,
  type ProductImportRow,
} from '@suraksha/contracts/admin/product-import';
import { useState } from 'react';
import { AnswerPending } from './answer-pending.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

const KIND_BADGE: Record<ImportRowKind, string> = {
  create: 'text-bg-success',
  change: 'text-bg-primary',
  unchanged: 'text-bg-secondary',
  refused: 'text-bg-danger',
};

/** How many rows of each kind the preview found. */
const countOf = (job: ProductImport, kind: ImportRowKind) => job.preview[kind];

/** What a row does: its changes field by field (before → after), or why it is refused. */
function RowDetail({ row }: { row: ProductImportRow }) {
  if (row.problems.length > 0) {
    return (
      <ul className="list-unstyled mb-0 text-danger">
        {row.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    );
  }
  if (row.changes.length === 0) return <span className="text-body-secondary">Nothing to change</span>;
  return (
    <ul className="list-unstyled mb-0">
      {row.changes.map((change) => (
        <li key={change.field}>
          <span className="fw-semibold">{IMPORT_FIELD_LABELS[change.field]}</span>:{' '}
          {row.kind === 'create' ? (
            (change.after ?? '—')
          ) : (
            <>
              <del>{change.before ?? '—'}</del> → <ins>{change.after ?? '—'}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The preview of an import: counts per kind (each a filter), unknown columns, and its rows a page
 * at a time with what each does. Once run, each row also says what became of it.
 */
export function ProductImportPreview({ job }: { job: ProductImport }) {
  const { api } = useStaffSession();
  const [kind, setKind] = useState<ImportRowKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const key = `${job.id}:${kind ?? ''}:${page}:${job.status}`;
  const [loaded] = useAdminAnswer('the rows of the import', key, () => api.productImports.rows(job.id, { kind, page: String(page) }));
  const answer = loaded.kind === 'ready' ? loaded.value : null;
  const choose = (next: ImportRowKind | undefined) => {
    setKind(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="import-preview-title" className="mb-4">
      <h2 id="import-preview-title" className="h5">
        Preview of {job.fileName}: {job.rows.toLocaleString('en')} rows
      </h2>
      {job.unknownColumns.length > 0 && (
        <p className="alert alert-warning" role="note">
          Columns the import does not know, left out: {job.unknownColumns.join(', ')}.
        </p>
      )}
      {job.ignoredColumns.length > 0 && (
        <p className="small text-body-secondary">Read-only columns, left as they are: {job.ignoredColumns.join(', ')}.</p>
      )}
      <div className="btn-group flex-wrap mb-3" role="group" aria-label="Show rows of one kind">
        <button
          type="button"
          className={`btn btn-sm ${kind === undefined ? 'btn-dark' : 'btn-outline-dark'}`}
          aria-pressed={kind === undefined}
          onClick={() => choose(undefined)}
        >
          All {job.rows}
        </button>
        {IMPORT_ROW_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={`btn btn-sm ${kind === k ? 'btn-dark' : 'btn-outline-dark'}`}
            aria-pressed={kind === k}
            onClick={() => choose(k)}
          >
            {IMPORT_ROW_KIND_LABELS[k]} {countOf(job, k)}
          </button>
        ))}
      </div>
      <AnswerPending answer={loaded} loading="Loading the rows…" />
      {answer && (
        <>
          <div className="table-responsive">
            <table className="table admin-table align-middle">
              <caption className="visually-hidden">Rows of the file</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">SKU</th>
                  <th scope="col">Product</th>
                  <th scope="col">Preview</th>
                  <th scope="col">What it does</th>
                  {job.status !== 'preview' && <th scope="col">Result</th>}
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.row}>
                    <td>{row.row}</td>
                    <td className="font-monospace">{row.sku || '—'}</td>
                    <td>{row.title ?? '—'}</td>
                    <td>
                      <span className={`badge ${KIND_BADGE[row.kind]}`}>{IMPORT_ROW_KIND_LABELS[row.kind]}</span>
                    </td>
                    <td>
                      <RowDetail row={row} />
                    </td>
                    {job.status !== 'preview' && <td>{row.outcome ? IMPORT_ROW_KIND_LABELS[row.outcome] : 'Waiting'}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {answer.pages > 1 && (
            <nav aria-label="Pages of rows" className="d-flex align-items-center gap-2">
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {answer.page} of {answer.pages}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={page >= answer.pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
