import type { FaqBody, FaqDetail, FaqWriteResponse } from '@suraksha/contracts/admin/content-faqs';
import { FAQ_MESSAGES as M, FAQ_QUESTION_MAX } from '@suraksha/contracts/admin/content-faq-page-messages';
import type { ArticleStatus } from '@suraksha/contracts/admin/content-messages';
import { type FormEvent, useRef, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { PublishingFields } from './content-publishing.tsx';
import { DescriptionEditor } from './product-editor-description.tsx';
import { useStaffSession } from './staff-session.tsx';

const FIELDS = ['question', 'answer', 'status', 'publish_at'] as const;

/**
 * An FAQ: the question (plain text), the answer in the shop's rich-text editor, and draft /
 * scheduled / published. Its place in the list is the list's (drag or Move up / Move down there).
 */
export function FaqForm({ faq, onSaved }: { faq: FaqDetail | null; onSaved: (answer: FaqWriteResponse) => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [html, setHtml] = useState(faq?.answer ?? '');
  const [status, setStatus] = useState<ArticleStatus>(faq?.status ?? 'draft');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: FaqBody = {
      question: String(data.get('question') ?? '').trim(),
      answer: html,
      status,
      publish_at: status === 'scheduled' ? String(data.get('publish_at') ?? '').trim() : null,
    };
    if (body.question === '') {
      setErrors({ question: M.questionRequired });
      return;
    }
    setBusy(true);
    const saved = await sendWithToasts('FAQ', () => (faq ? api.faqs.update(faq.id, body) : api.faqs.create(body)), FIELDS, setErrors);
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const idPrefix = 'faq';
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label={faq ? 'Edit the FAQ' : 'New FAQ'} className="row g-3">
      <TextAreaField
        className="col-12"
        name="question"
        idPrefix={idPrefix}
        label="Question"
        mark="required"
        rows={2}
        maxLength={FAQ_QUESTION_MAX}
        defaultValue={faq?.question ?? ''}
        error={errors.question}
      />
      <div className="col-12">
        <DescriptionEditor label="Answer" html={html} onChange={setHtml} error={errors.answer} />
      </div>
      <PublishingFields idPrefix={idPrefix} status={status} onStatus={setStatus} current={faq} errors={errors} />
      <div className="col-12">
        <SubmitButton busy={busy} label={faq ? 'Save' : 'Create'} />
      </div>
    </form>
  );
}
