import type { AuditQueryParams } from '@suraksha/contracts/admin/audit';
import { readableTimeInNepal } from '@suraksha/domain/nepal-time';
import { useLocation } from 'react-router';
import { PageLinks } from '../ui/page-links.tsx';
import { AuditChanges } from './audit-changes.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { ExportCsvButton } from './export-csv-button.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';
import { useFilterSubmit } from './use-filter-submit.ts';
import { FilterActions, ResultCount } from './list-filters.tsx';
import { FilterDayField } from './filter-day-field.tsx';

export const meta = () => [{ title: 'Audit log — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const AUDIT_KEYS = ['staff', 'entity', 'action', 'from', 'to', 'page'] as const;

function readAuditQuery(search: string): AuditQueryParams {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of AUDIT_KEYS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query as AuditQueryParams;
}

function auditHref(query: AuditQueryParams, page: number) {
  const params = new URLSearchParams(
    Object.entries({ ...query, page: page > 1 ? String(page) : undefined }).filter((e): e is [string, string] => Boolean(e[1])),
  );
  const text = params.toString();
  return text ? `/admin/audit?${text}` : '/admin/audit';
}

/** /admin/audit: every staff write and sign-in, newest first; filters in the URL; each change as a diff; CSV of the filtered log. */
export default function AdminAudit() {
  const { api } = useStaffSession();
  const location = useLocation();
  const query = readAuditQuery(location.search);
  const [loaded] = useAdminAnswer('the audit log', location.search, (search) => api.audit.list(readAuditQuery(search)));
  const applyFilters = useFilterSubmit('/admin/audit');

  const answer = loaded.kind === 'ready' ? loaded.value : null;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className="h3 mb-0 me-auto">Audit log</h1>
        <ExportCsvButton url={api.audit.csvPath({ ...query, page: undefined })} fileName="suraksha-audit.csv" />
      </div>
      <form onSubmit={applyFilters} className="admin-filters" aria-label="Filter the audit log" key={location.search}>
        <label className="form-label mb-0">
          Staff
          <select className="form-select" name="staff" defaultValue={query.staff ?? ''}>
            <option value="">Everyone</option>
            {answer?.choices.staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {s.role}
              </option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Entity
          <select className="form-select" name="entity" defaultValue={query.entity ?? ''}>
            <option value="">All</option>
            {answer?.choices.entities.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </select>
        </label>
        <label className="form-label mb-0">
          Action
          <select className="form-select" name="action" defaultValue={query.action ?? ''}>
            <option value="">All</option>
            {answer?.choices.actions.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <FilterDayField name="from" label="From" defaultValue={query.from} />
        <FilterDayField name="to" label="To" defaultValue={query.to} />
        <FilterActions clearTo="/admin/audit" />
      </form>

      <AnswerPending answer={loaded} loading="Loading the audit log…" />
      {answer && (
        <>
          <ResultCount total={answer.pagination.total} one="entry" many="entries" />
          {answer.entries.length === 0 ? (
            <p>Nothing recorded under these filters.</p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle admin-table" aria-label="Audit log">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">What</th>
                    <th scope="col">Change</th>
                    <th scope="col">From</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{readableTimeInNepal(entry.at)}</td>
                      <td>{entry.actor ? `${entry.actor.name ?? `#${entry.actor.id}`} · ${entry.actor.role ?? ''}` : 'System'}</td>
                      <td className="font-monospace">{entry.action}</td>
                      <td>
                        {entry.entity} {entry.entity_id && <span className="font-monospace">{entry.entity_id}</span>}
                      </td>
                      <td>
                        <AuditChanges before={entry.before} after={entry.after} />
                      </td>
                      <td className="small text-body-secondary">{entry.ip}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <PageLinks className="mt-3" pagination={answer.pagination} hrefOf={(page) => auditHref(query, page)} />
        </>
      )}
    </>
  );
}
