import type { HomeLayoutResponse } from '@suraksha/contracts/admin/content-home';
import {
  HERO_BUTTON_MAX,
  HERO_LEAD_MAX,
  HERO_SHORT_MAX,
  HERO_TITLE_MAX,
  HOME_SECTION_LABELS,
} from '@suraksha/contracts/home-layout-messages';
import type { HomeLayout } from '@suraksha/contracts/home-layout';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { sendWithToasts } from '../lib/send-with-toasts.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { FormField, TextAreaField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/form-parts.tsx';
import { AnswerPending } from './answer-pending.tsx';
import { formText } from './content-entry-fields.tsx';
import { ChangeHistory } from './content-publishing.tsx';
import { SortableTable } from './sortable-table.tsx';
import { useStaffSession } from './staff-session.tsx';
import { useAdminAnswer } from './use-admin-answer.ts';

export const meta = () => [{ title: 'Home page — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

const FIELDS = ['hero.eyebrow', 'hero.title', 'hero.lead', 'hero.primary_button', 'hero.secondary_button', 'sections'] as const;

/**
 * /admin/content/home: the home page's hero texts and which of its sections show, in what order
 * (decision 0109). One save sends the whole layout; the storefront shows it at once.
 */
export default function AdminContentHome() {
  const { api } = useStaffSession();
  const [loaded, replace] = useAdminAnswer('the home page', 'home', async () => await api.home.get());
  return (
    <>
      <Link to="/admin/content" className="small">
        ← Back to the content
      </Link>
      <h1 className="h3 my-3">Home page</h1>
      <AnswerPending answer={loaded} loading="Loading the home page…" />
      {loaded.kind === 'ready' && (
        <>
          <section className="admin-order__box">
            <HomeLayoutForm key={loaded.value.history[0]?.at ?? 'defaults'} layout={loaded.value.layout} onSaved={replace} />
          </section>
          <ChangeHistory history={loaded.value.history} />
        </>
      )}
    </>
  );
}

function HomeLayoutForm({ layout, onSaved }: { layout: HomeLayout; onSaved: (answer: HomeLayoutResponse) => void }) {
  const { api } = useStaffSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sections, setSections] = useState(layout.sections);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  // The sortable table wants numeric ids and titles: a section's place in today's list and its name.
  const rows = sections.map((section) => ({
    ...section,
    id: layout.sections.findIndex((s) => s.key === section.key) + 1,
    title: HOME_SECTION_LABELS[section.key],
  }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = formText(new FormData(event.currentTarget));
    const body: HomeLayout = {
      hero: {
        eyebrow: text('eyebrow'),
        title: text('title'),
        lead: text('lead'),
        primary_button: text('primary_button'),
        secondary_button: text('secondary_button'),
      },
      sections,
    };
    setBusy(true);
    const saved = await sendWithToasts(
      'home page',
      () => api.home.save(body),
      FIELDS,
      (found) => setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field.replace(/^hero\./, ''), message]))),
    );
    setBusy(false);
    if (saved) onSaved(saved);
  }

  const idPrefix = 'home';
  const hero = layout.hero;
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label="The home page" className="row g-3">
      <h2 className="h6 col-12 mb-0">Hero</h2>
      <FormField
        className="col-12"
        name="eyebrow"
        idPrefix={idPrefix}
        label="Line above the title"
        mark="optional"
        maxLength={HERO_SHORT_MAX}
        defaultValue={hero.eyebrow}
        error={errors.eyebrow}
      />
      <FormField
        className="col-12"
        name="title"
        idPrefix={idPrefix}
        label="Title"
        mark="required"
        maxLength={HERO_TITLE_MAX}
        defaultValue={hero.title}
        error={errors.title}
      />
      <TextAreaField
        className="col-12"
        name="lead"
        idPrefix={idPrefix}
        label="Line under the title"
        mark="required"
        rows={3}
        maxLength={HERO_LEAD_MAX}
        defaultValue={hero.lead}
        error={errors.lead}
      />
      <FormField
        className="col-md-6"
        name="primary_button"
        idPrefix={idPrefix}
        label="Products button"
        mark="required"
        maxLength={HERO_BUTTON_MAX}
        defaultValue={hero.primary_button}
        error={errors.primary_button}
      />
      <FormField
        className="col-md-6"
        name="secondary_button"
        idPrefix={idPrefix}
        label="Brands button"
        mark="required"
        maxLength={HERO_BUTTON_MAX}
        defaultValue={hero.secondary_button}
        error={errors.secondary_button}
      />
      <div className="col-12">
        <h2 className="h6">Sections</h2>
        <p className="small text-body-secondary">
          Drag a row or use Move up and Move down; untick a section to hide it. Nothing changes until you save.
        </p>
        <SortableTable
          caption="Home page sections"
          headings={
            <>
              <th scope="col">Section</th>
              <th scope="col">Shown</th>
            </>
          }
          rows={rows}
          busy={busy}
          onOrder={(ids) =>
            setSections(ids.map((id) => rows.find((r) => r.id === id)).flatMap((r) => (r ? [{ key: r.key, visible: r.visible }] : [])))
          }
          renderCells={(row) => (
            <>
              <td>{row.title}</td>
              <td>
                <input
                  className="form-check-input"
                  type="checkbox"
                  aria-label={`Show ${row.title}`}
                  checked={row.visible}
                  onChange={(event) =>
                    setSections((list) => list.map((s) => (s.key === row.key ? { ...s, visible: event.target.checked } : s)))
                  }
                />
              </td>
            </>
          )}
        />
        {errors.sections && (
          <div className="invalid-feedback d-block" role="alert">
            {errors.sections}
          </div>
        )}
      </div>
      <div className="col-12">
        <SubmitButton busy={busy} label="Save" />
      </div>
    </form>
  );
}
