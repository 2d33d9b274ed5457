import { ARTICLE_SUMMARY_MAX, CONTENT_MESSAGES as M } from '@suraksha/contracts/admin/content-messages';
import type { ReactNode } from 'react';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { DescriptionEditor } from './product-editor-description.tsx';

/**
 * Title, slug, summary and the text in the shop's rich-text editor: what a post, a service and a job
 * opening are written with (decision 0109). `children` (an image field) go between the slug and the
 * summary. The text lives in the editor's state (`html`), not the form.
 */
export function EntryTextFields({
  idPrefix,
  entry,
  errors,
  html,
  onHtml,
  summaryHint,
  children,
}: {
  idPrefix: string;
  entry: { title: string; slug: string; summary: string } | null;
  errors: Partial<Record<string, string>>;
  html: string;
  onHtml: (html: string) => void;
  summaryHint: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormField
        className="col-md-7"
        name="title"
        idPrefix={idPrefix}
        label="Title"
        mark="required"
        defaultValue={entry?.title ?? ''}
        error={errors.title}
      />
      <FormField
        className="col-md-5"
        name="slug"
        idPrefix={idPrefix}
        label="Slug"
        mark="optional"
        defaultValue={entry?.slug ?? ''}
        hint={M.slugHint}
        spellCheck={false}
        error={errors.slug}
      />
      {children}
      <TextAreaField
        className="col-12"
        name="summary"
        idPrefix={idPrefix}
        label="Summary"
        mark="required"
        rows={2}
        maxLength={ARTICLE_SUMMARY_MAX}
        defaultValue={entry?.summary ?? ''}
        hint={summaryHint}
        error={errors.summary}
      />
      <div className="col-12">
        <DescriptionEditor label="Text" html={html} onChange={onHtml} error={errors.body} />
      </div>
    </>
  );
}

/** A text field of a submitted form, trimmed. */
export const formText = (data: FormData) => (name: string) => String(data.get(name) ?? '').trim();
