import { NEPALI_FIELDS, NEPALI_RICH_FIELDS, type NepaliEntity } from '@suraksha/contracts/nepali-version-messages';
import type { NepaliTexts } from '@suraksha/contracts/nepali-version';
import { type FormEvent, useRef, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { DescriptionEditor } from './product-editor-description.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

/** What each field is called on the form. */
const LABELS: Record<keyof NepaliTexts, string> = {
  title: 'Nepali name',
  summary: 'Nepali summary',
  description: 'Nepali description',
  content: 'Nepali text',
};

/**
 * The Nepali version of a product's, a category's or a page's own texts (decision 0127), under its English
 * form and saved on its own: what is left empty shows the English on the Nepali site (/ne/…).
 */
export function NepaliVersionForm({ entity, id, canEdit = true }: { entity: NepaliEntity; id: number; canEdit?: boolean }) {
  const { api } = useStaffSession();
  const [answer] = useAdminAnswer('the Nepali version', `${entity}/${id}`, () => api.nepali.get(entity, id));
  return (
    <section className="card mt-4" aria-labelledby={`nepali-${entity}-${id}`}>
      <div className="card-body">
        <h2 className="h5" id={`nepali-${entity}-${id}`}>
          Nepali version (नेपाली)
        </h2>
        <p className="text-body-secondary small">Shown on the Nepali site. Leave a field empty to show the English there.</p>
        {answer.kind === 'loading' && <p>Loading…</p>}
        {answer.kind === 'refused' && <p className="alert alert-danger">{answer.message}</p>}
        {answer.kind === 'ready' && <NepaliFields entity={entity} id={id} saved={answer.value.ne} canEdit={canEdit} />}
      </div>
    </section>
  );
}

function NepaliFields({ entity, id, saved, canEdit }: { entity: NepaliEntity; id: number; saved: NepaliTexts; canEdit: boolean }) {
  const { api } = useStaffSession();
  const fields = Object.entries(NEPALI_FIELDS[entity]) as [keyof NepaliTexts, number][];
  const [rich, setRich] = useState<NepaliTexts>(saved);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const idPrefix = `nepali-${entity}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: NepaliTexts = {};
    for (const [field] of fields) {
      body[field] = NEPALI_RICH_FIELDS.includes(field) ? (rich[field] ?? '') : String(data.get(field) ?? '');
    }
    setBusy(true);
    await sendWithToasts(
      'the Nepali version',
      () => api.nepali.save(entity, id, body),
      fields.map(([field]) => field),
      setErrors,
    );
    setBusy(false);
  }

  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label="Nepali version" className="row g-3">
      {fields.map(([field, max]) =>
        NEPALI_RICH_FIELDS.includes(field) ? (
          <div className="col-12" key={field}>
            <span className="form-label d-block">{LABELS[field]}</span>
            <DescriptionEditor
              html={saved[field] ?? ''}
              label={LABELS[field]}
              error={errors[field]}
              disabled={!canEdit}
              onChange={(html) => setRich((now) => ({ ...now, [field]: html }))}
            />
          </div>
        ) : field === 'summary' ? (
          <TextAreaField
            key={field}
            className="col-12"
            name={field}
            idPrefix={idPrefix}
            label={LABELS[field]}
            mark="optional"
            rows={3}
            maxLength={max}
            defaultValue={saved[field] ?? ''}
            lang="ne"
            disabled={!canEdit}
            error={errors[field]}
          />
        ) : (
          <FormField
            key={field}
            className="col-md-8"
            name={field}
            idPrefix={idPrefix}
            label={LABELS[field]}
            mark="optional"
            maxLength={max}
            defaultValue={saved[field] ?? ''}
            lang="ne"
            disabled={!canEdit}
            error={errors[field]}
          />
        ),
      )}
      {canEdit && (
        <div className="col-12">
          <SubmitButton busy={busy} label="Save the Nepali version" />
        </div>
      )}
    </form>
  );
}
