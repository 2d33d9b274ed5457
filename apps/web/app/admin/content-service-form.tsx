import type { ServiceBody, ServiceDetail, ServiceWriteResponse } from '@suraksha/contracts/admin/content-services';
import { SERVICE_SEO_KEYWORD_MAX } from '@suraksha/contracts/admin/content-services';
import { type ArticleStatus, CONTENT_MESSAGES as M } from '@suraksha/contracts/admin/content-messages';
import { type FormEvent, useRef, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { EntryTextFields, formText } from './content-entry-fields.tsx';
import { PublishingFields } from './content-publishing.tsx';
import { SeoFields } from './content-seo-fields.tsx';
import { MediaPathField } from './media-path-field.tsx';
import { useStaffSession } from './staff-session.tsx';

const FIELDS = [
  'title',
  'slug',
  'image',
  'summary',
  'body',
  'starting_price',
  'seo_title',
  'seo_description',
  'seo_keyword',
  'status',
  'publish_at',
] as const;

/**
 * A service at /services/{slug}: title, slug, image, summary, the text in the shop's rich-text
 * editor, a starting price in rupees (empty: quoted per site), SEO fields, and draft / scheduled /
 * published. The server sanitises the text and judges every field.
 */
export function ServiceForm({ service, onSaved }: { service: ServiceDetail | null; onSaved: (answer: ServiceWriteResponse) => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [html, setHtml] = useState(service?.body ?? '');
  const [status, setStatus] = useState<ArticleStatus>(service?.status ?? 'draft');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formText(new FormData(event.currentTarget));
    const body: ServiceBody = {
      title: text('title'),
      slug: text('slug'),
      image: text('image'),
      summary: text('summary'),
      body: html,
      starting_price: text('starting_price'),
      seo_title: text('seo_title'),
      seo_description: text('seo_description'),
      seo_keyword: text('seo_keyword'),
      status,
      publish_at: status === 'scheduled' ? text('publish_at') : null,
    };
    if (body.title === '') {
      setErrors({ title: M.titleRequired });
      return;
    }
    setBusy(true);
    const saved = await sendWithToasts(
      'service',
      () => (service ? api.services.update(service.id, body) : api.services.create(body)),
      FIELDS,
      setErrors,
    );
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const idPrefix = 'service';
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label={service ? 'Edit the service' : 'New service'} className="row g-3">
      <EntryTextFields
        idPrefix={idPrefix}
        entry={service}
        errors={errors}
        html={html}
        onHtml={setHtml}
        summaryHint="Shown on the services page, under the title."
      >
        <div className="col-12">
          <MediaPathField
            name="image"
            label="Image"
            kind="image"
            defaultValue={service?.image}
            error={errors.image}
            hint="A path under /media or an https:// address."
            idPrefix={idPrefix}
          />
        </div>
      </EntryTextFields>
      <FormField
        className="col-md-4"
        name="starting_price"
        idPrefix={idPrefix}
        label="Starting price (Rs)"
        mark="optional"
        inputMode="decimal"
        defaultValue={service?.starting_price === null || service === null ? '' : String(service.starting_price)}
        hint="Empty: “quoted per site”."
        error={errors.starting_price}
      />
      <SeoFields idPrefix={idPrefix} current={service} errors={errors} keywordsMax={SERVICE_SEO_KEYWORD_MAX} />
      <PublishingFields idPrefix={idPrefix} status={status} onStatus={setStatus} current={service} errors={errors} />
      <div className="col-12">
        <SubmitButton busy={busy} label={service ? 'Save' : 'Create'} />
      </div>
    </form>
  );
}
