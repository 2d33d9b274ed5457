import { type AdminCatalogue, type CatalogueBody, CATALOGUE_MESSAGES as M } from '@suraksha/contracts/admin/catalogues';
import { textValuesOf } from '../lib/submit-form.ts';
import type { FieldErrors } from '../lib/send-with-toasts.ts';
import { FormField } from '../ui/form-field.tsx';
import { MediaPathField } from './media-path-field.tsx';
import { ShowcaseScreen } from './showcase-screen.tsx';
import { useStaffSession } from './staff-session.tsx';

export const meta = () => [{ title: 'PDF catalogues — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['title', 'slug', 'image', 'pdfUrl'] as const;

/** Title, slug, cover image and PDF: each a path under /media or an https address, typed, pasted or uploaded. */
function CatalogueFields({ row, errors, idPrefix }: { row?: AdminCatalogue; errors: FieldErrors; idPrefix: string }) {
  return (
    <>
      <FormField name="title" label="Title" autoComplete="off" defaultValue={row?.title} error={errors.title} idPrefix={idPrefix} />
      <FormField
        name="slug"
        label="Slug"
        autoComplete="off"
        defaultValue={row?.slug}
        error={errors.slug}
        hint={M.slugHint}
        mark="optional"
        idPrefix={idPrefix}
      />
      <MediaPathField
        name="image"
        label="Cover image"
        kind="image"
        defaultValue={row?.image}
        error={errors.image}
        hint="A path under /media or an https:// address."
        idPrefix={idPrefix}
      />
      <MediaPathField
        name="pdfUrl"
        label="PDF"
        kind="datasheet"
        defaultValue={row?.pdfUrl}
        error={errors.pdfUrl}
        hint="A path under /media ending in .pdf, or an https:// address."
        idPrefix={idPrefix}
      />
    </>
  );
}

const bodyOf = (form: HTMLFormElement): CatalogueBody => textValuesOf(new FormData(form), FIELDS);

/**
 * /admin/catalogues (catalogue.read; changes with catalogue.write): the PDF catalogues in the
 * shop's order; add, edit, reorder, deactivate (it leaves /catalogues, its page answers 404), activate.
 */
export default function AdminCatalogues() {
  const { api } = useStaffSession();
  return (
    <ShowcaseScreen
      noun="catalogue"
      heading="PDF catalogues"
      what="the catalogues"
      calls={{
        list: async () => (await api.catalogues.list()).catalogues,
        create: async (body) => {
          const a = await api.catalogues.create(body);
          return { message: a.message, row: a.catalogue };
        },
        edit: async (id, body) => {
          const a = await api.catalogues.edit(id, body);
          return { message: a.message, row: a.catalogue };
        },
        order: async (ids) => {
          const a = await api.catalogues.order(ids);
          return { message: a.message, rows: a.catalogues };
        },
        setActive: async (id, active) => {
          const a = await api.catalogues.setActive(id, active);
          return { message: a.message, row: a.catalogue };
        },
      }}
      fields={FIELDS}
      Fields={CatalogueFields}
      bodyOf={bodyOf}
      columns={['PDF']}
      renderCells={(row) => (
        <td className="small">
          {row.pdfUrl ? (
            <a href={row.pdfUrl} target="_blank" rel="noreferrer">
              {row.pdfUrl}
            </a>
          ) : (
            <span className="text-body-secondary">{M.noPdf}</span>
          )}
        </td>
      )}
      confirmDeactivate={M.confirmDeactivate}
      reorderHint={M.reorderHint}
    />
  );
}
