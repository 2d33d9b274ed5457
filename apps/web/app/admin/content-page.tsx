import { useParams } from 'react-router';
import { ContentItemScreen } from './content-item-screen.tsx';
import { PageForm } from './content-page-form.tsx';
import { useStaffSession } from './staff-session.tsx';
import { NepaliVersionForm } from './nepali-version-form.tsx';

export { ErrorBoundary } from './not-found.tsx';
export const meta = () => [{ title: 'Page — Suraksha back office' }, { name: 'robots', content: 'noindex' }];

/** /admin/content/pages/{pageId}: one content page — its status, preview link, form and change history. */
export default function AdminContentPage() {
  const pageId = useParams().pageId ?? '';
  const { api } = useStaffSession();
  return (
    <ContentItemScreen
      key={pageId}
      one="page"
      itemId={pageId}
      load={async (id) => (await api.pages.get(id)).page}
      back={{ to: '/admin/content/pages', label: 'pages' }}
      headingOf={(page) => page.title}
      renderLinks={(page) => (
        <>
          <a href={`/preview/content/pages/${page.id}`} target="_blank" rel="noreferrer">
            Preview
          </a>
          {page.status === 'published' && (
            <>
              {' · '}
              <a href={`/pages/${encodeURIComponent(page.slug)}`} target="_blank" rel="noreferrer">
                Open on the shop
              </a>
            </>
          )}
        </>
      )}
      renderForm={(page, saved) => (
        <>
          <PageForm key={page.updated_at} page={page} onSaved={(answer) => saved(answer.page)} />
          <NepaliVersionForm entity="pages" id={page.id} />
        </>
      )}
    />
  );
}
