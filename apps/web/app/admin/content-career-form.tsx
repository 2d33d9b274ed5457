import type { AdminCareerDetail, CareerBody, CareerWriteResponse } from '@suraksha/contracts/admin/content-careers';
import { CAREER_EMPLOYMENT_MAX, CAREER_LOCATION_MAX } from '@suraksha/contracts/admin/content-careers';
import { type ArticleStatus, CONTENT_MESSAGES as M } from '@suraksha/contracts/admin/content-messages';
import { type FormEvent, useRef, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { EntryTextFields, formText } from './content-entry-fields.tsx';
import { PublishingFields } from './content-publishing.tsx';
import { useStaffSession } from './staff-session.tsx';
import { DayField } from '../ui/day-field.tsx';

const FIELDS = ['title', 'slug', 'location', 'employment_type', 'deadline', 'summary', 'body', 'status', 'publish_at'] as const;

/**
 * A job opening at /career/{slug}: title, slug, place, kind of employment, the deadline (the last
 * Nepal day applications are taken), summary, the text in the shop's rich-text editor, and draft /
 * scheduled / published. The server sanitises the text and judges every field.
 */
export function CareerForm({ career, onSaved }: { career: AdminCareerDetail | null; onSaved: (answer: CareerWriteResponse) => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [html, setHtml] = useState(career?.body ?? '');
  const [status, setStatus] = useState<ArticleStatus>(career?.status ?? 'draft');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formText(new FormData(event.currentTarget));
    const body: CareerBody = {
      title: text('title'),
      slug: text('slug'),
      location: text('location'),
      employment_type: text('employment_type'),
      deadline: text('deadline'),
      summary: text('summary'),
      body: html,
      status,
      publish_at: status === 'scheduled' ? text('publish_at') : null,
    };
    if (body.title === '') {
      setErrors({ title: M.titleRequired });
      return;
    }
    setBusy(true);
    const saved = await sendWithToasts(
      'job opening',
      () => (career ? api.careers.update(career.id, body) : api.careers.create(body)),
      FIELDS,
      setErrors,
    );
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const idPrefix = 'career';
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label={career ? 'Edit the job opening' : 'New job opening'} className="row g-3">
      <EntryTextFields
        idPrefix={idPrefix}
        entry={career}
        errors={errors}
        html={html}
        onHtml={setHtml}
        summaryHint="Shown on the careers page, under the title."
      />
      <FormField
        className="col-md-5"
        name="location"
        idPrefix={idPrefix}
        label="Location"
        mark="required"
        maxLength={CAREER_LOCATION_MAX}
        defaultValue={career?.location ?? ''}
        error={errors.location}
      />
      <FormField
        className="col-md-4"
        name="employment_type"
        idPrefix={idPrefix}
        label="Employment type"
        mark="required"
        maxLength={CAREER_EMPLOYMENT_MAX}
        defaultValue={career?.employment_type ?? ''}
        hint="e.g. Full-time, Part-time, Internship."
        error={errors.employment_type}
      />
      <DayField
        className="col-md-3"
        name="deadline"
        idPrefix={idPrefix}
        label="Deadline (Nepal)"
        mark="optional"
        defaultValue={career?.deadline ?? ''}
        hint="The last day applications are taken."
        error={errors.deadline}
      />
      <PublishingFields idPrefix={idPrefix} status={status} onStatus={setStatus} current={career} errors={errors} />
      <div className="col-12">
        <SubmitButton busy={busy} label={career ? 'Save' : 'Create'} />
      </div>
    </form>
  );
}
