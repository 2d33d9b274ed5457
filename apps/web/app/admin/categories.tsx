import {
  type AdminCategory,
  type CategoriesAdminResponse,
  type CategoryBody,
  TAXONOMY_MESSAGES as M,
} from '@suraksha/contracts/admin/taxonomy';
import { type FormEvent, useState } from 'react';
import { textValuesOf } from '../lib/submit-form.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { CategoryTree, withSiblingOrder } from './category-tree.tsx';
import { useStaffSession } from './staff-session.tsx';
import { type FieldErrors, sendWithToasts } from '../lib/send-with-toasts.ts';
import { NepaliVersionForm } from './nepali-version-form.tsx';
import { TaxonomyDeactivateDialog, TaxonomyEditDialog } from './taxonomy-dialogs.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Categories — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['title', 'slug', 'parentId'] as const;

/** The ids of a category and everything below it: where it cannot move. */
function branchOf(categories: readonly AdminCategory[], id: number): Set<number> {
  const branch = new Set([id]);
  for (const c of categories) if (c.parentId !== null && branch.has(c.parentId)) branch.add(c.id);
  return branch;
}

/** A form's values as the body the server takes ('' for the parent: the top level). */
function bodyOf(form: HTMLFormElement): CategoryBody {
  const values = textValuesOf(new FormData(form), FIELDS);
  return { title: values.title, slug: values.slug, parentId: values.parentId === '' ? null : Number(values.parentId) };
}

interface FieldsProps {
  categories: readonly AdminCategory[];
  category?: AdminCategory;
  errors: FieldErrors;
  idPrefix: string;
}

/** Name, slug and parent; the parent list leaves out inactive categories and the category's own branch. */
function CategoryFields({ categories, category, errors, idPrefix }: FieldsProps) {
  const excluded = category ? branchOf(categories, category.id) : new Set<number>();
  const parents = categories.filter((c) => c.active && !excluded.has(c.id));
  const parentId = `${idPrefix}-parentId`;
  return (
    <>
      <FormField name="title" label="Name" autoComplete="off" defaultValue={category?.title} error={errors.title} idPrefix={idPrefix} />
      <FormField
        name="slug"
        label="Slug"
        autoComplete="off"
        defaultValue={category?.slug}
        error={errors.slug}
        hint={M.slugHint}
        mark="optional"
        idPrefix={idPrefix}
      />
      <div className="form-field">
        <label htmlFor={parentId} className="form-label">
          Parent
        </label>
        <select
          id={parentId}
          name="parentId"
          className={`form-select${errors.parentId ? ' is-invalid' : ''}`}
          defaultValue={category?.parentId ?? ''}
          aria-invalid={errors.parentId ? true : undefined}
          aria-describedby={errors.parentId ? `${parentId}-error` : undefined}
        >
          <option value="">None (top level)</option>
          {parents.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'— '.repeat(c.depth)}${c.title}`}
            </option>
          ))}
        </select>
        {errors.parentId && (
          <div id={`${parentId}-error`} className="invalid-feedback d-block">
            {errors.parentId}
          </div>
        )}
      </div>
    </>
  );
}

/**
 * /admin/categories (catalogue.read; changes with catalogue.write): the tree with product counts;
 * add, edit (and move under another parent), reorder siblings by drag and drop or Move up / Move
 * down, deactivate after a confirmation that says what happens, activate.
 */
export default function AdminCategories() {
  const { api, can } = useStaffSession();
  const canWrite = can('catalogue.write');
  const [reloads, setReloads] = useState(0);
  const [loaded, replace] = useAdminAnswer('the categories', String(reloads), () => api.categories.list());
  const [createErrors, setCreateErrors] = useState<FieldErrors>({});
  const [editErrors, setEditErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [confirming, setConfirming] = useState<AdminCategory | null>(null);
  const list = loaded.kind === 'ready' ? loaded.value : null;
  const categories = list?.categories ?? [];

  /** Runs one change; its answer's list (or a fresh one) replaces what is shown. */
  async function change<T extends { message: string }>(
    send: () => Promise<T>,
    fields: readonly string[],
    onRefused?: (errors: FieldErrors) => void,
  ): Promise<T | null> {
    setBusy(true);
    const sent = await sendWithToasts('catalogue change', send, fields, onRefused);
    setBusy(false);
    return sent;
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (await change(() => api.categories.create(bodyOf(form)), FIELDS, setCreateErrors)) {
      form.reset();
      setReloads((n) => n + 1);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    const body = bodyOf(event.currentTarget);
    if (await change(() => api.categories.edit(editing.id, body), FIELDS, setEditErrors)) {
      setEditing(null);
      setReloads((n) => n + 1);
    }
  }

  async function order(current: CategoriesAdminResponse, parentId: number | null, ids: number[]) {
    // Shown in the new order at once; the server's answer (or, refused, a fresh list) follows.
    replace({ ...current, categories: withSiblingOrder(current.categories, parentId, ids) });
    const sent = await change(() => api.categories.order({ parentId, ids }), []);
    if (sent) replace({ ...current, categories: sent.categories });
    else setReloads((n) => n + 1);
  }

  async function setActive(category: AdminCategory, active: boolean) {
    setConfirming(null);
    if (await change(() => api.categories.setActive(category.id, active), [])) setReloads((n) => n + 1);
  }

  return (
    <>
      <h1 className="h3 mb-3">Categories</h1>
      {canWrite && (
        <section className="card mb-4" aria-labelledby="category-create-title">
          <div className="card-body">
            <h2 id="category-create-title" className="h5">
              Add a category
            </h2>
            <form onSubmit={create} noValidate aria-label="Add a category" className="admin-filters">
              <CategoryFields categories={categories} errors={createErrors} idPrefix="category-new" />
              <SubmitButton busy={busy} label="Add the category" />
            </form>
          </div>
        </section>
      )}

      <AnswerPending answer={loaded} loading="Loading the categories…" />
      {list && (
        <section aria-labelledby="category-tree-title">
          <h2 id="category-tree-title" className="h5">
            The category tree
          </h2>
          {canWrite && <p className="small text-body-secondary">{M.reorderHint}</p>}
          <CategoryTree
            categories={list.categories}
            busy={busy}
            actions={
              canWrite
                ? {
                    onOrder: (parentId, ids) => void order(list, parentId, ids),
                    onEdit: (category) => {
                      setEditErrors({});
                      setEditing(category);
                    },
                    onDeactivate: setConfirming,
                    onActivate: (category) => void setActive(category, true),
                  }
                : undefined
            }
          />
        </section>
      )}

      <TaxonomyEditDialog
        noun="category"
        editing={editing}
        busy={busy}
        onSave={save}
        onClose={() => setEditing(null)}
        after={editing && <NepaliVersionForm entity="categories" id={editing.id} />}
      >
        {editing && <CategoryFields categories={categories} category={editing} errors={editErrors} idPrefix="category-edit" />}
      </TaxonomyEditDialog>

      <TaxonomyDeactivateDialog
        noun="category"
        confirming={confirming}
        warning={(item) => M.confirmCategoryDeactivate(item.activeProducts)}
        onDeactivate={(item) => void setActive(item, false)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
