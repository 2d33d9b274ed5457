import type { FaqRow } from '@suraksha/contracts/admin/content-faqs';
import { FAQ_MESSAGES, PAGE_MESSAGES } from '@suraksha/contracts/admin/content-faq-page-messages';
import type { PageDetail } from '@suraksha/contracts/admin/content-pages';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { permissionsOf } from '@suraksha/domain/permissions';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { adminApiVia } from './admin-api.ts';
import AdminContent from './content.tsx';
import AdminContentFaqs from './content-faqs.tsx';
import AdminContentPage from './content-page.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

// FAQs and content pages in the back office (issue #17, decision 0108).

const faq = (id: number, question: string, over: Partial<FaqRow> = {}): FaqRow => ({
  id,
  question,
  answer: `<p>Answer ${id}</p>`,
  status: 'published',
  published_at: '2026-10-01T04:15:00.000Z',
  updated_at: '2026-10-01T04:15:00.000Z',
  ...over,
});
const FAQS = [faq(1, 'Delivery?'), faq(2, 'Warranty?', { status: 'draft', published_at: null }), faq(3, 'Installation?')];

const policy: PageDetail = {
  id: 9,
  title: 'Return Policy',
  slug: 'return-policy',
  in_footer: true,
  status: 'published',
  published_at: '2026-10-01T04:15:00.000Z',
  updated_at: '2026-10-01T04:15:00.000Z',
  content: '<p>Seven days.</p>',
  seo_title: null,
  seo_description: null,
  seo_keyword: 'returns',
  history: [{ at: '2026-10-02T04:15:00.000Z', action: 'page.update', staff: 'Sita Editor', status: 'published' }],
};

const editor: StaffMember = { id: 3, name: 'An editor', email: 'e@example.com', role: 'editor', permissions: permissionsOf('editor') };

function renderAt(path: string, answerPost: (request: ApiRequest) => { status: number; body: unknown }) {
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'POST') return answerPost(request);
    if (request.path === '/admin/content/faqs') return { status: 200, body: { result: 'success', faqs: FAQS } };
    return { status: 200, body: { result: 'success', page: policy } };
  });
  const api = adminApiVia(transport);
  const wrap = (element: React.ReactNode) => (
    <StaffSessionProvider value={{ staff: editor, api, can: (p) => editor.permissions.includes(p) }}>{element}</StaffSessionProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/content', element: wrap(<AdminContent />) },
      { path: '/admin/content/faqs', element: wrap(<AdminContentFaqs />) },
      { path: '/admin/content/pages/:pageId', element: wrap(<AdminContentPage />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const calls = () => transport.mock.calls.map(([r]) => r);
  return { calls, posts: () => calls().filter((r) => r.method === 'POST') };
}

const refused = { status: 500, body: { result: 'error', errorMessage: 'No.' } };

describe('/admin/content', () => {
  it('lists FAQs and pages beside the articles', () => {
    renderAt('/admin/content', () => refused);
    const kinds = screen.getByRole('list', { name: 'Kinds of content' });
    expect(within(kinds).getByRole('link', { name: 'FAQs' }).getAttribute('href')).toBe('/admin/content/faqs');
    expect(within(kinds).getByRole('link', { name: 'Pages' }).getAttribute('href')).toBe('/admin/content/pages');
  });
});

describe('/admin/content/faqs', () => {
  it('lists the FAQs in the storefront order with their status, and Move up saves the whole new order', async () => {
    const { posts } = renderAt('/admin/content/faqs', () => ({
      status: 200,
      body: { result: 'success', message: FAQ_MESSAGES.orderSaved, faqs: [FAQS[0], FAQS[2], FAQS[1]] },
    }));
    const table = await screen.findByRole('table', { name: 'FAQs' });
    const questions = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(questions()).toEqual(['Delivery?', 'Warranty?', 'Installation?']);
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Warranty?' }).getAttribute('href')).toBe('/admin/content/faqs/2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move up Installation?' })));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ path: '/admin/content/faqs/order', body: { ids: [1, 3, 2] } });
    expect(questions()).toEqual(['Delivery?', 'Installation?', 'Warranty?']);
  });

  it('reloads the list when the server refuses an order made stale', async () => {
    const { calls } = renderAt('/admin/content/faqs', () => ({
      status: 409,
      body: { result: 'error', errorMessage: FAQ_MESSAGES.orderStale, message: { ids: FAQ_MESSAGES.orderStale } },
    }));
    await screen.findByRole('table', { name: 'FAQs' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move down Delivery?' })));
    await waitFor(() => expect(calls().filter((r) => r.method === 'GET' && r.path === '/admin/content/faqs')).toHaveLength(2));
  });
});

describe('/admin/content/pages/{id}', () => {
  it('shows a footer page with its preview link and fixed slug, and saves its text without a slug', async () => {
    const { posts } = renderAt('/admin/content/pages/9', () => ({
      status: 200,
      body: { result: 'success', message: 'Return Policy is saved and published: the storefront shows it now.', page: policy },
    }));
    await screen.findByRole('heading', { name: 'Return Policy', level: 1 });
    expect(screen.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe('/preview/content/pages/9');
    expect(screen.getByRole('link', { name: 'Open on the shop' }).getAttribute('href')).toBe('/pages/return-policy');
    expect(screen.getByText(PAGE_MESSAGES.footerHint)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Slug/ }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Draft' }).matches(':disabled')).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Change history' })).getByRole('listitem').textContent).toBe(
      '2 Oct 2026, 10:00 · 16 Asoj 2083 BS — Changed by Sita Editor (published)',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.path).toBe('/admin/content/pages/9');
    expect(posts()[0]?.body).toEqual({
      title: 'Return Policy',
      content: '<p>Seven days.</p>',
      seo_title: '',
      seo_description: '',
      seo_keyword: 'returns',
      status: 'published',
      publish_at: null,
    });
  });
});
