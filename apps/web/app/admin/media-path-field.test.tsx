import { MEDIA_MESSAGES } from '@suraksha/contracts/admin/media';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPathField } from './media-path-field.tsx';

/** The least of XMLHttpRequest the uploader uses: what was sent, and a way to answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  body: FormData | null = null;
  upload = new EventTarget();
  private listeners = new Map<string, () => void>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.listeners.get('load')?.());
  }
}

function renderField(kind: 'image' | 'datasheet', defaultValue: string | null) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const element = (
    <form aria-label="Test form">
      <MediaPathField
        name="file"
        label={kind === 'image' ? 'Cover image' : 'PDF'}
        kind={kind}
        defaultValue={defaultValue}
        hint="A path."
        idPrefix="t"
      />
    </form>
  );
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: () => ({ env: { apiKey: 'k', publicUrl: 'http://localhost' } }),
      HydrateFallback: () => null,
      element,
    },
  ]);
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('MediaPathField', () => {
  it('starts with the stored path, takes a typed one, and an uploaded PDF puts its /media path in the field', async () => {
    renderField('datasheet', '/media/catalogues/old.pdf');
    const field = (await screen.findByLabelText(/^PDF/)) as HTMLInputElement;
    expect(field.value).toBe('/media/catalogues/old.pdf');
    fireEvent.change(field, { target: { value: 'https://example.com/new.pdf' } });
    expect(field.value).toBe('https://example.com/new.pdf');

    const pdf = new File(['%PDF-1.4'], 'brochure.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Or upload the PDF'), { target: { files: [pdf] } });
    expect(FakeXhr.sent.map((x) => x.url)).toEqual(['/api/admin/media/datasheets']);
    await FakeXhr.sent[0]?.answer(201, {
      result: 'success',
      message: MEDIA_MESSAGES.datasheetUploaded,
      data: { src: '/media/datasheets/3f9a.pdf', bytes: 8 },
    });
    expect(field.value).toBe('/media/datasheets/3f9a.pdf');
    expect(new FormData(screen.getByRole('form', { name: 'Test form' }) as HTMLFormElement).get('file')).toBe('/media/datasheets/3f9a.pdf');
  });

  it('sends an image to the image upload and takes the stored photo’s path', async () => {
    renderField('image', null);
    const field = (await screen.findByLabelText(/^Cover image/)) as HTMLInputElement;
    expect(field.value).toBe('');
    fireEvent.change(screen.getByLabelText('Or upload the cover image'), {
      target: { files: [new File([new Uint8Array(16)], 'cover.jpg', { type: 'image/jpeg' })] },
    });
    expect(FakeXhr.sent.map((x) => x.url)).toEqual(['/api/admin/media/images']);
    await FakeXhr.sent[0]?.answer(201, {
      result: 'success',
      message: MEDIA_MESSAGES.imageUploaded,
      data: { src: '/media/products/ab12.webp', width: 800, height: 600 },
    });
    expect(field.value).toBe('/media/products/ab12.webp');
  });
});
