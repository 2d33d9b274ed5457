import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PagePreview from './page-preview.tsx';

// Decision 0108: staff preview a content page (a draft too) as /pages/{slug} will show it; a visitor gets a refusal.

function stubPreviewCall(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: string) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPreview() {
  const router = createMemoryRouter([{ path: '/preview/content/pages/:pageId', element: <PagePreview /> }], {
    initialEntries: ['/preview/content/pages/12'],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('/preview/content/pages/{pageId}', () => {
  it("shows staff the page from the back office's preview call, with its sanitised text", async () => {
    const fetch = stubPreviewCall(200, {
      result: 'success',
      page: {
        slug: 'warranty',
        title: 'Installation Warranty',
        content: '<p>Labour for one year.</p>',
        seo_title: null,
        seo_description: null,
        seo_keyword: null,
      },
    });
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Installation Warranty', level: 1 })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/admin/content/pages/12/preview');
    expect(screen.getByText(/Preview for staff/)).toBeTruthy();
    expect(screen.getByText('Labour for one year.')).toBeTruthy();
  });

  it('shows a visitor without a staff session a refusal, never the page', async () => {
    stubPreviewCall(401, { result: 'error', errorMessage: 'Unauthenticated.' });
    renderPreview();
    expect((await screen.findByRole('alert')).textContent).toContain('Only signed-in staff can preview pages');
    expect(screen.queryByRole('heading', { name: 'Installation Warranty' })).toBeNull();
  });

  it('says so when the page does not exist', async () => {
    stubPreviewCall(404, { result: 'error', errorMessage: 'There is no such page.' });
    renderPreview();
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such page.');
  });
});
