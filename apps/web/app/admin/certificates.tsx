import { type AdminCertificate, type CertificateBody, CERTIFICATE_MESSAGES as M } from '@suraksha/contracts/admin/certificates';
import { textValuesOf } from '../lib/submit-form.ts';
import type { FieldErrors } from '../lib/send-with-toasts.ts';
import { FormField } from '../ui/form-field.tsx';
import { MediaPathField } from './media-path-field.tsx';
import { ShowcaseScreen } from './showcase-screen.tsx';
import { useStaffSession } from './staff-session.tsx';

export const meta = () => [{ title: 'Certificates — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['title', 'slug', 'image'] as const;

/** Title, slug and image (a path under /media or an https address, typed, pasted or uploaded). */
function CertificateFields({ row, errors, idPrefix }: { row?: AdminCertificate; errors: FieldErrors; idPrefix: string }) {
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
        label="Image"
        kind="image"
        defaultValue={row?.image}
        error={errors.image}
        hint="A path under /media or an https:// address."
        idPrefix={idPrefix}
      />
    </>
  );
}

const bodyOf = (form: HTMLFormElement): CertificateBody => textValuesOf(new FormData(form), FIELDS);

/**
 * /admin/certificates (catalogue.read; changes with catalogue.write): the shop's certificates in
 * its order; add, edit, reorder, deactivate (it leaves /certificates), activate.
 */
export default function AdminCertificates() {
  const { api } = useStaffSession();
  return (
    <ShowcaseScreen
      noun="certificate"
      heading="Certificates"
      what="the certificates"
      calls={{
        list: async () => (await api.certificates.list()).certificates,
        create: async (body) => {
          const a = await api.certificates.create(body);
          return { message: a.message, row: a.certificate };
        },
        edit: async (id, body) => {
          const a = await api.certificates.edit(id, body);
          return { message: a.message, row: a.certificate };
        },
        order: async (ids) => {
          const a = await api.certificates.order(ids);
          return { message: a.message, rows: a.certificates };
        },
        setActive: async (id, active) => {
          const a = await api.certificates.setActive(id, active);
          return { message: a.message, row: a.certificate };
        },
      }}
      fields={FIELDS}
      Fields={CertificateFields}
      bodyOf={bodyOf}
      columns={['Image']}
      renderCells={(row) => <td className="small font-monospace">{row.image ?? <span className="text-body-secondary">None</span>}</td>}
      confirmDeactivate={M.confirmDeactivate}
      reorderHint={M.reorderHint}
    />
  );
}
