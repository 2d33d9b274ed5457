import { type AdminPackage, PACKAGE_MESSAGES as M } from '@suraksha/contracts/admin/packages';
import { useState } from 'react';
import { formatRupees } from '../lib/money.ts';
import { type FieldErrors, sendWithToasts } from '../lib/send-with-toasts.ts';
import { AnswerPending } from './answer-pending.tsx';
import { saveOrder } from './save-order.ts';
import { PACKAGE_FIELDS, PackageDialog, type PackageDraft } from './package-dialog.tsx';
import { SortableTable } from './sortable-table.tsx';
import { useStaffSession } from './staff-session.tsx';
import { TaxonomyActiveButton, TaxonomyDeactivateDialog } from './taxonomy-dialogs.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Packages — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** Why the storefront does not show an active package, or null when it does. */
export function packageWarning(pkg: AdminPackage): string | null {
  if (pkg.items.length === 0) return M.noItemsActive;
  const inactive = pkg.items.filter((i) => !i.active).map((i) => i.title);
  return inactive.length > 0 ? M.inactiveItems(inactive) : null;
}

function PriceCell({ pkg }: { pkg: AdminPackage }) {
  return (
    <td>
      <div>{formatRupees(pkg.price)}</div>
      <div className="small text-body-secondary">
        {pkg.partsTotal === null ? 'Items: on request' : `Items one by one: ${formatRupees(pkg.partsTotal)}`}
      </div>
    </td>
  );
}

/**
 * /admin/packages (catalogue.read; text and items with catalogue.write, prices and new packages with
 * catalogue.prices): the packages in the shop's order with their bundle price against their items;
 * add and edit in a dialog, reorder, deactivate (it leaves /packages, its page answers 404), activate.
 */
export default function AdminPackages() {
  const { api, can } = useStaffSession();
  const canWrite = can('catalogue.write');
  const canPrice = can('catalogue.prices');
  const [reloads, setReloads] = useState(0);
  const [loaded, replace] = useAdminAnswer('the packages', String(reloads), async () => (await api.packages.list()).packages);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AdminPackage | null>(null);
  const rows = loaded.kind === 'ready' ? loaded.value : null;

  async function change<A extends { message: string }>(
    send: () => Promise<A>,
    fields: readonly string[] = [],
    onRefused?: (e: FieldErrors) => void,
  ) {
    setBusy(true);
    const sent = await sendWithToasts('catalogue change', send, fields, onRefused);
    setBusy(false);
    return sent;
  }

  /** Puts a changed package in its row (a new one goes last, as the server put it). */
  function show(pkg: AdminPackage) {
    if (!rows) return setReloads((n) => n + 1);
    replace(rows.some((r) => r.id === pkg.id) ? rows.map((r) => (r.id === pkg.id ? pkg : r)) : [...rows, pkg]);
  }

  async function save(draft: PackageDraft) {
    const target = editing;
    if (target === null) return;
    const sent = await change(
      () => (target === 'new' ? api.packages.create({ ...draft, price: draft.price as number }) : api.packages.edit(target.id, draft)),
      PACKAGE_FIELDS,
      setErrors,
    );
    if (sent) {
      setEditing(null);
      show(sent.package);
    }
  }

  const order = (current: AdminPackage[], ids: number[]) =>
    saveOrder(current, ids, {
      show: replace,
      send: async () => (await change(() => api.packages.order(ids)))?.packages ?? null,
      reload: () => setReloads((n) => n + 1),
    });

  async function setActive(pkg: AdminPackage, active: boolean) {
    setConfirming(null);
    const sent = await change(() => api.packages.setActive(pkg.id, active));
    if (sent) show(sent.package);
  }

  const open = (target: AdminPackage | 'new') => {
    setErrors({});
    setEditing(target);
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Packages</h1>
        {canWrite && canPrice && (
          <button type="button" className="btn btn-primary" onClick={() => open('new')}>
            Add a package
          </button>
        )}
      </div>
      {canWrite && !canPrice && (
        <p className="small text-body-secondary">
          You may change a package’s text and products; its price needs staff who may change prices.
        </p>
      )}

      <AnswerPending answer={loaded} loading="Loading the packages…" />
      {rows && (
        <>
          {canWrite && <p className="small text-body-secondary">{M.reorderHint}</p>}
          {rows.length === 0 && <p className="text-body-secondary">No packages yet.</p>}
          <SortableTable
            caption="Packages"
            headings={
              <>
                <th scope="col">Title</th>
                <th scope="col">Products</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
              </>
            }
            rows={rows}
            busy={busy}
            onOrder={canWrite ? (ids) => void order(rows, ids) : undefined}
            renderCells={(pkg) => {
              const warning = pkg.active ? packageWarning(pkg) : null;
              return (
                <>
                  <td>
                    <div>{pkg.title}</div>
                    <div className="font-monospace small text-body-secondary">{pkg.slug}</div>
                    {warning && <div className="small text-warning-emphasis">⚠ {warning}</div>}
                  </td>
                  <td className="small">
                    {pkg.items.map((i) => (
                      <div key={i.productId}>
                        {i.quantity} × {i.title}
                        {!i.active && <span className="badge text-bg-warning ms-1">Inactive</span>}
                      </div>
                    ))}
                  </td>
                  <PriceCell pkg={pkg} />
                  <td>
                    <span className={`badge ${pkg.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                      {pkg.active ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                </>
              );
            }}
            renderActions={
              canWrite
                ? (pkg) => (
                    <>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        onClick={() => open(pkg)}
                        aria-label={`Edit ${pkg.title}`}
                      >
                        Edit
                      </button>
                      <TaxonomyActiveButton
                        item={pkg}
                        onDeactivate={() => setConfirming(pkg)}
                        onActivate={() => void setActive(pkg, true)}
                      />
                    </>
                  )
                : undefined
            }
          />
        </>
      )}

      <PackageDialog
        editing={editing}
        canPrice={canPrice}
        busy={busy}
        errors={errors}
        onSave={(draft) => void save(draft)}
        onClose={() => setEditing(null)}
      />

      <TaxonomyDeactivateDialog
        noun="package"
        confirming={confirming}
        warning={() => M.confirmDeactivate}
        onDeactivate={(pkg) => void setActive(pkg, false)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
