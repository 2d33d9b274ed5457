import type { PageBody, PageDetail, PageWriteResponse } from '@suraksha/contracts/admin/content-pages';
import { PAGE_MESSAGES as P, PAGE_SEO_KEYWORDS_MAX, PAGE_TITLE_MAX } from '@suraksha/contracts/admin/content-faq-page-messages';
import { type ArticleStatus, CONTENT_MESSAGES as M } from '@suraksha/contracts/admin/content-messages';
import { type FormEvent, useRef, useState } from 'react';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { PublishingFields } from './content-publishing.tsx';
import { SeoFields } from './content-seo-fields.tsx';
import { DescriptionEditor } from './product-editor-description.tsx';
import { useStaffSession } from './staff-session.tsx';

const FIELDS = ['title', 'slug', 'content', 'seo_title', 'seo_description', 'seo_keyword', 'status', 'publish_at'] as const;

/**
 * A content page served at /pages/{slug}: title, slug, the text in the shop's rich-text editor, SEO
 * fields, and draft / scheduled / published. A page the footer links to keeps its slug and stays
 * published: those fields are shown fixed (the server refuses a change anyway, decision 0108).
 */
export function PageForm({ page, onSaved }: { page: PageDetail | null; onSaved: (answer: PageWriteResponse) => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [html, setHtml] = useState(page?.content ?? '');
  const [status, setStatus] = useState<ArticleStatus>(page?.status ?? 'draft');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const fixed = page?.in_footer ?? false;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body: PageBody = {
      title: text('title'),
      // A fixed slug is not a field the form sends: left out, the server keeps it.
      ...(fixed ? {} : { slug: text('slug') }),
      content: html,
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
    const saved = await sendWithToasts('page', () => (page ? api.pages.update(page.id, body) : api.pages.create(body)), FIELDS, setErrors);
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const idPrefix = 'page';
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label={page ? 'Edit the page' : 'New page'} className="row g-3">
      {fixed && (
        <p className="col-12 alert alert-info mb-0" role="note">
          {P.footerHint}
        </p>
      )}
      <FormField
        className="col-md-7"
        name="title"
        idPrefix={idPrefix}
        label="Title"
        mark="required"
        maxLength={PAGE_TITLE_MAX}
        defaultValue={page?.title ?? ''}
        error={errors.title}
      />
      <FormField
        className="col-md-5"
        name="slug"
        idPrefix={idPrefix}
        label="Slug"
        mark="optional"
        defaultValue={page?.slug ?? ''}
        hint={fixed ? `Fixed: the footer links to /pages/${page?.slug ?? ''}.` : M.slugHint}
        readOnly={fixed}
        spellCheck={false}
        error={errors.slug}
      />
      <div className="col-12">
        <DescriptionEditor label="Text" html={html} onChange={setHtml} error={errors.content} />
      </div>
      <SeoFields idPrefix={idPrefix} current={page} errors={errors} keywordsMax={PAGE_SEO_KEYWORDS_MAX} />
      <PublishingFields
        idPrefix={idPrefix}
        status={status}
        onStatus={setStatus}
        current={page}
        errors={errors}
        disabled={fixed}
        hint={fixed ? 'The footer links to this page: it stays published.' : undefined}
      />
      <div className="col-12">
        <SubmitButton busy={busy} label={page ? 'Save' : 'Create'} />
      </div>
    </form>
  );
}
