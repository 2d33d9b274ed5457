import { type FormEvent, type ReactNode, useState } from 'react';
import { type FieldErrors, sendWithToasts } from '../lib/send-with-toasts.ts';
import { SubmitButton } from '../ui/form-parts.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { saveOrder } from './save-order.ts';
import { SortableTable } from './sortable-table.tsx';
import { useStaffSession } from './staff-session.tsx';
import { TaxonomyActiveButton, TaxonomyDeactivateDialog, TaxonomyEditDialog } from './taxonomy-dialogs.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

/** A row of a flat list staff keep in the shop's order: a PDF catalogue, a certificate. */
export interface ShowcaseRow {
  id: number;
  title: string;
  slug: string;
  active: boolean;
}

/** The calls of one list, each answer reduced to what the screen shows. */
export interface ShowcaseCalls<T extends ShowcaseRow, Body> {
  list: () => Promise<T[]>;
  create: (body: Body) => Promise<{ message: string; row: T }>;
  edit: (id: number, body: Body) => Promise<{ message: string; row: T }>;
  order: (ids: number[]) => Promise<{ message: string; rows: T[] }>;
  setActive: (id: number, active: boolean) => Promise<{ message: string; row: T }>;
}

export interface ShowcaseScreenProps<T extends ShowcaseRow, Body> {
  noun: 'catalogue' | 'certificate';
  /** The page's heading and the table's name: "PDF catalogues". */
  heading: string;
  /** What loads, for the waiting and failure messages: "the catalogues". */
  what: string;
  calls: ShowcaseCalls<T, Body>;
  /** The names of the form's fields, in reading order (where a refusal's messages go). */
  fields: readonly string[];
  /** The form's fields: empty for a new row, filled for the one being edited. */
  Fields: (props: { row?: T; errors: FieldErrors; idPrefix: string }) => ReactNode;
  bodyOf: (form: HTMLFormElement) => Body;
  /** Column headings after Title and Slug, and a row's cells for them. */
  columns: readonly string[];
  renderCells: (row: T) => ReactNode;
  confirmDeactivate: string;
  reorderHint: string;
}

/**
 * A back-office list in the shop's order (catalogue.read; changes with catalogue.write): add, edit
 * in a dialog, reorder by dragging or Move up / Move down, deactivate after a confirmation, activate.
 * A changed row is shown from the server's answer; a refused reorder reloads the list.
 */
export function ShowcaseScreen<T extends ShowcaseRow, Body>(props: ShowcaseScreenProps<T, Body>) {
  const { noun, heading, what, calls, fields, Fields, bodyOf, columns, renderCells } = props;
  const { can } = useStaffSession();
  const canWrite = can('catalogue.write');
  const [reloads, setReloads] = useState(0);
  const [loaded, replace] = useAdminAnswer(what, String(reloads), () => calls.list());
  const [createErrors, setCreateErrors] = useState<FieldErrors>({});
  const [editErrors, setEditErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  // Bumped after each add: the form's fields start again empty (a file field holds its own value).
  const [added, setAdded] = useState(0);
  const rows = loaded.kind === 'ready' ? loaded.value : null;

  async function change<A extends { message: string }>(send: () => Promise<A>, onRefused?: (errors: FieldErrors) => void) {
    setBusy(true);
    const sent = await sendWithToasts('catalogue change', send, fields, onRefused);
    setBusy(false);
    return sent;
  }

  /** Puts a changed row in its place (a new one goes last, as the server put it). */
  function show(row: T) {
    if (!rows) return setReloads((n) => n + 1);
    replace(rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row]);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const sent = await change(() => calls.create(bodyOf(form)), setCreateErrors);
    if (sent) {
      form.reset();
      setAdded((n) => n + 1);
      show(sent.row);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const body = bodyOf(event.currentTarget);
    const sent = await change(() => calls.edit(editing.id, body), setEditErrors);
    if (sent) {
      setEditing(null);
      show(sent.row);
    }
  }

  const order = (current: T[], ids: number[]) =>
    saveOrder(current, ids, {
      show: replace,
      send: async () => (await change(() => calls.order(ids)))?.rows ?? null,
      reload: () => setReloads((n) => n + 1),
    });

  async function setActive(row: T, active: boolean) {
    setConfirming(null);
    const sent = await change(() => calls.setActive(row.id, active));
    if (sent) show(sent.row);
  }

  return (
    <>
      <h1 className="h3 mb-3">{heading}</h1>
      {canWrite && (
        <section className="card mb-4" aria-labelledby={`${noun}-create-title`}>
          <div className="card-body">
            <h2 id={`${noun}-create-title`} className="h5">
              Add a {noun}
            </h2>
            <form onSubmit={create} noValidate aria-label={`Add a ${noun}`} className="admin-filters">
              <Fields key={added} errors={createErrors} idPrefix={`${noun}-new`} />
              <SubmitButton busy={busy} label={`Add the ${noun}`} />
            </form>
          </div>
        </section>
      )}

      <AnswerPending answer={loaded} loading={`Loading ${what}…`} />
      {rows && (
        <>
          {canWrite && <p className="small text-body-secondary">{props.reorderHint}</p>}
          {rows.length === 0 && <p className="text-body-secondary">None yet.</p>}
          <SortableTable
            caption={heading}
            headings={
              <>
                <th scope="col">Title</th>
                <th scope="col">Slug</th>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
                <th scope="col">Status</th>
              </>
            }
            rows={rows}
            busy={busy}
            onOrder={canWrite ? (ids) => void order(rows, ids) : undefined}
            renderCells={(row) => (
              <>
                <td>{row.title}</td>
                <td className="font-monospace">{row.slug}</td>
                {renderCells(row)}
                <td>
                  <span className={`badge ${row.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                    {row.active ? 'Active' : 'Inactive'}
                  </span>
                </td>
              </>
            )}
            renderActions={
              canWrite
                ? (row) => (
                    <>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        onClick={() => {
                          setEditErrors({});
                          setEditing(row);
                        }}
                        aria-label={`Edit ${row.title}`}
                      >
                        Edit
                      </button>
                      <TaxonomyActiveButton
                        item={row}
                        onDeactivate={() => setConfirming(row)}
                        onActivate={() => void setActive(row, true)}
                      />
                    </>
                  )
                : undefined
            }
          />
        </>
      )}

      <TaxonomyEditDialog noun={noun} editing={editing} busy={busy} onSave={save} onClose={() => setEditing(null)}>
        {editing && <Fields row={editing} errors={editErrors} idPrefix={`${noun}-edit`} />}
      </TaxonomyEditDialog>

      <TaxonomyDeactivateDialog
        noun={noun}
        confirming={confirming}
        warning={() => props.confirmDeactivate}
        onDeactivate={(row) => void setActive(row, false)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
