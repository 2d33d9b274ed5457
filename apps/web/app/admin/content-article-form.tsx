import type { ArticleBody, ArticleDetail, ArticleWriteResponse } from '@suraksha/contracts/admin/content';
import { type ArticleKind, type ArticleStatus, CONTENT_MESSAGES as M } from '@suraksha/contracts/admin/content-messages';
import { type FormEvent, useRef, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { SubmitButton } from '../ui/form-parts.tsx';
import { EntryTextFields } from './content-entry-fields.tsx';
import { PublishingFields } from './content-publishing.tsx';
import { SeoFields } from './content-seo-fields.tsx';
import { MediaPathField } from './media-path-field.tsx';
import { useStaffSession } from './staff-session.tsx';

const FIELDS = ['title', 'slug', 'image', 'summary', 'body', 'seo_title', 'seo_description', 'status', 'publish_at'] as const;
type Errors = Partial<Record<string, string>>;

/** The form's fields as the API's body; the text comes from the editor's state, not the form. */
export function articleBodyOf(data: FormData, html: string, status: ArticleStatus): ArticleBody {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    title: text('title'),
    slug: text('slug'),
    image: text('image'),
    summary: text('summary'),
    body: html,
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    status,
    publish_at: status === 'scheduled' ? text('publish_at') : null,
  };
}

/**
 * A blog post or training: title, slug, cover image (typed or uploaded), summary, the text in the
 * shop's rich-text editor, SEO fields, and draft / scheduled (a Nepal date and time) / published.
 * The server sanitises the text and is the judge of every field.
 */
export function ArticleForm({
  kind,
  article,
  onSaved,
}: {
  kind: ArticleKind;
  article: ArticleDetail | null;
  onSaved: (answer: ArticleWriteResponse) => void;
}) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [html, setHtml] = useState(article?.body ?? '');
  const [status, setStatus] = useState<ArticleStatus>(article?.status ?? 'draft');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = articleBodyOf(new FormData(event.currentTarget), html, status);
    if (body.title === '') {
      setErrors({ title: M.titleRequired });
      return;
    }
    setBusy(true);
    const saved = await sendWithToasts(
      kind === 'blogs' ? 'blog post' : 'training',
      () => (article ? api.content.update(kind, article.id, body) : api.content.create(kind, body)),
      FIELDS,
      setErrors,
    );
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const idPrefix = 'article';
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label={article ? 'Edit the post' : 'New post'} className="row g-3">
      <EntryTextFields
        idPrefix={idPrefix}
        entry={article}
        errors={errors}
        html={html}
        onHtml={setHtml}
        summaryHint="Shown on the list page and in search results."
      >
        <div className="col-12">
          <MediaPathField
            name="image"
            label="Cover image"
            kind="image"
            defaultValue={article?.image}
            error={errors.image}
            hint="A path under /media or an https:// address."
            idPrefix={idPrefix}
          />
        </div>
      </EntryTextFields>
      <SeoFields idPrefix={idPrefix} current={article} errors={errors} />
      <PublishingFields idPrefix={idPrefix} status={status} onStatus={setStatus} current={article} errors={errors} />
      <div className="col-12">
        <SubmitButton busy={busy} label={article ? 'Save' : 'Create'} />
      </div>
    </form>
  );
}
