import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxAttachmentPreview } from './inbox-attachment-preview.tsx';

// An attachment's preview (decision 0110): only the server's re-encoded WebP becomes an image on the
// item page; anything else (a refusal, another type) shows no image, only the download.

const URL_OF_PREVIEW = '/api/admin/inbox/support/ST-1/attachment/preview';

/** jsdom makes no blob URLs: this one names the preview's. */
class BlobUrls extends URL {
  static override createObjectURL = () => 'blob:preview-1';
  static override revokeObjectURL = () => {};
}

function renderPreview(answer: Response) {
  const fetched = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetched);
  vi.stubGlobal('URL', BlobUrls);
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: () => ({ env: { apiKey: 'test-key', publicUrl: 'http://localhost:3000' } }),
      element: <InboxAttachmentPreview url={URL_OF_PREVIEW} name="ST-1.jpg" />,
    },
  ]);
  render(<RouterProvider router={router} />);
  return fetched;
}

afterEach(() => vi.unstubAllGlobals());

describe('InboxAttachmentPreview', () => {
  it('shows the re-encoded WebP the server answers, fetched with the API key', async () => {
    const fetched = renderPreview(new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'image/webp' } }));
    const image = (await screen.findByRole('img', { name: 'Preview of ST-1.jpg' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:preview-1');
    expect(fetched.mock.calls[0]?.[0]).toBe(URL_OF_PREVIEW);
    expect(fetched.mock.calls[0]?.[1]).toMatchObject({ headers: { 'x-api-key': 'test-key' } });
  });

  it('shows no image when the server refuses (HTML named .jpg) or answers another type', async () => {
    for (const answer of [
      new Response(JSON.stringify({ result: 'error', errorMessage: 'This file is not an image that can be shown: download it instead.' }), {
        status: 415,
        headers: { 'content-type': 'application/json' },
      }),
      new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }),
    ]) {
      renderPreview(answer);
      expect(await screen.findByText('No preview: this file can only be downloaded.')).toBeTruthy();
      expect(screen.queryByRole('img')).toBeNull();
      document.body.innerHTML = '';
    }
  });
});
