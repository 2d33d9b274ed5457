import { type AdminBrand, type BrandsAdminResponse, TAXONOMY_MESSAGES as M } from '@suraksha/contracts/admin/taxonomy';
import { type FormEvent, useState } from 'react';
import { textValuesOf } from '../lib/submit-form.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { useStaffSession } from './staff-session.tsx';
import { type FieldErrors, sendWithToasts } from '../lib/send-with-toasts.ts';
import { TaxonomyActiveButton, TaxonomyDeactivateDialog, TaxonomyEditDialog } from './taxonomy-dialogs.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Brands — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['title', 'slug'] as const;

/** The name and slug of a brand: a new one, or the one being edited. */
function BrandFields({ brand, errors, idPrefix }: { brand?: AdminBrand; errors: FieldErrors; idPrefix: string }) {
  return (
    <>
      <FormField name="title" label="Name" autoComplete="off" defaultValue={brand?.title} error={errors.title} idPrefix={idPrefix} />
      <FormField
        name="slug"
        label="Slug"
        autoComplete="off"
        defaultValue={brand?.slug}
        error={errors.slug}
        hint={M.slugHint}
        mark="optional"
        idPrefix={idPrefix}
      />
    </>
  );
}

/**
 * /admin/brands (catalogue.read; changes with catalogue.write): every brand with its product counts,
 * a form to add one, edit, and deactivate (after a confirmation that says what happens) or activate.
 */
export default function AdminBrands() {
  const { api, can } = useStaffSession();
  const canWrite = can('catalogue.write');
  const [reloads, setReloads] = useState(0);
  const [loaded, replace] = useAdminAnswer('the brands', String(reloads), () => api.brands.list());
  const [createErrors, setCreateErrors] = useState<FieldErrors>({});
  const [editErrors, setEditErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<AdminBrand | null>(null);
  const [confirming, setConfirming] = useState<AdminBrand | null>(null);
  const list = loaded.kind === 'ready' ? loaded.value : null;

  /** Puts a changed brand in its row (a new one: a fresh list, in shop order). */
  function show(brand: AdminBrand, current: BrandsAdminResponse | null) {
    if (current?.brands.some((b) => b.id === brand.id))
      replace({ ...current, brands: current.brands.map((b) => (b.id === brand.id ? brand : b)) });
    else setReloads((n) => n + 1);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const sent = await sendWithToasts(
      'catalogue change',
      () => api.brands.create(textValuesOf(new FormData(form), FIELDS)),
      FIELDS,
      setCreateErrors,
    );
    setBusy(false);
    if (sent) {
      form.reset();
      show(sent.brand, list);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const body = textValuesOf(new FormData(event.currentTarget), FIELDS);
    setBusy(true);
    const sent = await sendWithToasts('catalogue change', () => api.brands.edit(editing.id, body), FIELDS, setEditErrors);
    setBusy(false);
    if (sent) {
      setEditing(null);
      show(sent.brand, list);
    }
  }

  async function setActive(brand: AdminBrand, active: boolean) {
    setConfirming(null);
    const sent = await sendWithToasts('catalogue change', () => api.brands.setActive(brand.id, active), []);
    if (sent) show(sent.brand, list);
  }

  return (
    <>
      <h1 className="h3 mb-3">Brands</h1>
      {canWrite && (
        <section className="card mb-4" aria-labelledby="brand-create-title">
          <div className="card-body">
            <h2 id="brand-create-title" className="h5">
              Add a brand
            </h2>
            <form onSubmit={create} noValidate aria-label="Add a brand" className="admin-filters">
              <BrandFields errors={createErrors} idPrefix="brand-new" />
              <SubmitButton busy={busy} label="Add the brand" />
            </form>
          </div>
        </section>
      )}

      <AnswerPending answer={loaded} loading="Loading the brands…" />
      {list && (
        <div className="table-responsive">
          <table className="table admin-table align-middle">
            <caption className="visually-hidden">Brands</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Products</th>
                <th scope="col">Status</th>
                {canWrite && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {list.brands.map((brand) => (
                <tr key={brand.id}>
                  <td>{brand.title}</td>
                  <td className="font-monospace">{brand.slug}</td>
                  <td>
                    {brand.activeProducts} active of {brand.products}
                  </td>
                  <td>
                    <span className={`badge ${brand.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                      {brand.active ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                  {canWrite && (
                    <td className="text-nowrap">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary me-2"
                        onClick={() => setEditing(brand)}
                        aria-label={`Edit ${brand.title}`}
                      >
                        Edit
                      </button>
                      <TaxonomyActiveButton
                        item={brand}
                        onDeactivate={() => setConfirming(brand)}
                        onActivate={() => void setActive(brand, true)}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <TaxonomyEditDialog noun="brand" editing={editing} busy={busy} onSave={save} onClose={() => setEditing(null)}>
        {editing && <BrandFields brand={editing} errors={editErrors} idPrefix="brand-edit" />}
      </TaxonomyEditDialog>

      <TaxonomyDeactivateDialog
        noun="brand"
        confirming={confirming}
        warning={(item) => M.confirmBrandDeactivate(item.activeProducts)}
        onDeactivate={(item) => void setActive(item, false)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
