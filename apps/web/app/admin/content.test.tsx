import type { ArticleDetail } from '@suraksha/contracts/admin/content';
import { CONTENT_MESSAGES } from '@suraksha/contracts/admin/content-messages';
import type { StaffMember } from '@suraksha/contracts/admin/staff-auth';
import type { ApiRequest, ApiTransport } from '@suraksha/contracts/transport';
import { type StaffRole, permissionsOf } from '@suraksha/domain/permissions';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_NAV } from './admin-nav.ts';
import { adminApiVia } from './admin-api.ts';
import AdminContentArticle from './content-article.tsx';
import AdminContentArticles from './content-articles.tsx';
import { StaffSessionProvider } from './staff-session.tsx';

function aPost(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    id: 5,
    title: 'Choosing a DVR',
    slug: 'choosing-a-dvr',
    image: '/media/blogs/dvr.webp',
    status: 'published',
    // 10:00 on 1 Oct 2026 in Nepal.
    published_at: '2026-10-01T04:15:00.000Z',
    updated_at: '2026-10-02T04:15:00.000Z',
    summary: 'What to look for.',
    body: '<p>Count your cameras.</p>',
    seo_title: 'DVR guide',
    seo_description: null,
    history: [
      { at: '2026-10-02T04:15:00.000Z', action: 'blog.update', staff: 'Sita Editor', status: 'published' },
      { at: '2026-09-30T04:15:00.000Z', action: 'blog.create', staff: 'Sita Editor', status: 'draft' },
    ],
    ...overrides,
  };
}

const staffOf = (role: StaffRole): StaffMember => ({
  id: 3,
  name: `A ${role}`,
  email: `${role}@example.com`,
  role,
  permissions: permissionsOf(role),
});

function renderAt(path: string, opts: { post?: (request: ApiRequest) => { status: number; body: unknown } } = {}) {
  const staff = staffOf('editor');
  const transport = vi.fn<ApiTransport>(async (request) => {
    if (request.method === 'GET' && /^\/admin\/content\/blogs\/\d+$/.test(request.path))
      return { status: 200, body: { result: 'success', article: aPost() } };
    if (request.method === 'GET')
      return {
        status: 200,
        body: {
          result: 'success',
          articles: [
            { ...aPost({ id: 6, title: 'Next week', slug: 'next-week', status: 'scheduled', published_at: '2026-12-01T04:15:00.000Z' }) },
            { ...aPost({ id: 7, title: 'Unfinished', slug: 'unfinished', status: 'draft', published_at: null }) },
          ],
        },
      };
    return opts.post ? opts.post(request) : { status: 500, body: { result: 'error', errorMessage: 'No.' } };
  });
  const api = adminApiVia(transport);
  const wrap = (element: React.ReactNode) => (
    <StaffSessionProvider value={{ staff, api, can: (p) => staff.permissions.includes(p) }}>{element}</StaffSessionProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '/admin/content/:kind', element: wrap(<AdminContentArticles />) },
      { path: '/admin/content/:kind/:articleId', element: wrap(<AdminContentArticle />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { transport, posts: () => transport.mock.calls.map(([r]) => r).filter((r) => r.method === 'POST') };
}

describe('/admin/content', () => {
  it('is in the menu for content.write', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/content')).toEqual({
      to: '/admin/content',
      label: 'Content',
      permission: 'content.write',
    });
  });

  it('lists posts with their status and publish time in Nepal', async () => {
    const { transport } = renderAt('/admin/content/blogs');
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Next weeknext-week', 'Scheduled', '1 Dec 2026, 10:00 · 15 Mangsir 2083 BS'],
      ['Unfinishedunfinished', 'Draft', '—'],
    ]);
    expect(within(table).getByRole('link', { name: 'Next week' }).getAttribute('href')).toBe('/admin/content/blogs/6');
    expect(screen.getByRole('link', { name: 'New blog post' }).getAttribute('href')).toBe('/admin/content/blogs/new');
    expect(transport.mock.calls[0]?.[0].path).toBe('/admin/content/blogs');
  });

  it('shows a post with its preview link and change history, and schedules it in Nepal time', async () => {
    const scheduled = aPost({ status: 'scheduled', published_at: '2026-12-01T04:15:00.000Z' });
    const { posts } = renderAt('/admin/content/blogs/5', {
      post: () => ({ status: 200, body: { result: 'success', message: 'Saved and scheduled.', article: scheduled } }),
    });
    await screen.findByRole('heading', { name: 'Choosing a DVR' });
    expect(screen.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe('/preview/content/blogs/5');
    const history = screen.getByRole('list', { name: 'Change history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2 Oct 2026, 10:00 · 16 Asoj 2083 BS — Changed by Sita Editor (published)',
      '30 Sep 2026, 10:00 · 14 Asoj 2083 BS — Created by Sita Editor (draft)',
    ]);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Scheduled' })));
    fireEvent.change(screen.getByLabelText(/Publish at \(Nepal time\)/), { target: { value: '2026-12-01T10:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      path: '/admin/content/blogs/5',
      body: {
        title: 'Choosing a DVR',
        slug: 'choosing-a-dvr',
        image: '/media/blogs/dvr.webp',
        summary: 'What to look for.',
        body: '<p>Count your cameras.</p>',
        seo_title: 'DVR guide',
        seo_description: '',
        status: 'scheduled',
        publish_at: '2026-12-01T10:00',
      },
    });
    expect(await screen.findByText(/Goes live 1 Dec 2026, 10:00 · 15 Mangsir 2083 BS/)).toBeTruthy();
  });

  it("puts the server's refusal under its field", async () => {
    renderAt('/admin/content/blogs/5', {
      post: () => ({
        status: 400,
        body: { result: 'error', errorMessage: CONTENT_MESSAGES.publishAtPast, message: { publish_at: CONTENT_MESSAGES.publishAtPast } },
      }),
    });
    await screen.findByRole('heading', { name: 'Choosing a DVR' });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'Scheduled' })));
    fireEvent.change(screen.getByLabelText(/Publish at \(Nepal time\)/), { target: { value: '2020-01-01T10:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const field = await screen.findByLabelText(/Publish at \(Nepal time\)/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(CONTENT_MESSAGES.publishAtPast).length).toBeGreaterThan(0);
  });
});
