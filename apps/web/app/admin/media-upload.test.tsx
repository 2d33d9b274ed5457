import { MEDIA_FILE_BYTES_MAX, MEDIA_MESSAGES as M } from '@suraksha/contracts/admin/media';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MediaUpload, type MediaUploadProps } from './media-upload.tsx';

/** A stand-in for the browser's XMLHttpRequest: records what is sent, and lets the test play the network. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  private listeners = new Map<string, (event?: unknown) => void>();
  upload = new EventTarget();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.listeners.get('abort')?.();
  }
  /** The share of the body the browser has sent so far. */
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    });
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.listeners.get('load')?.());
  }
  async fail() {
    await act(async () => this.listeners.get('error')?.());
  }
  /** The file in the form's `file` field. */
  file(): File {
    return this.body?.get('file') as File;
  }
}

const API_KEY = 'public-test-key';

/** The uploader under a root route whose loader hands over the public API key, as the app's root does. */
async function renderUpload(props: Partial<MediaUploadProps> = {}) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const onUploaded = vi.fn();
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: () => ({ env: { apiKey: API_KEY, publicUrl: 'http://localhost:3000' } }),
      element: <MediaUpload kind="image" multiple label="Product photos" onUploaded={onUploaded} {...props} />,
    },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByLabelText(props.label ?? 'Product photos');
  return { onUploaded };
}

const photo = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const choose = (files: File[], label = 'Product photos') => fireEvent.change(screen.getByLabelText(label), { target: { files } });
const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('MediaUpload', () => {
  it('sends each chosen file in its own request, with the API key and the staff cookie, each with its own progress bar', async () => {
    await renderUpload();
    choose([photo('front.jpg'), photo('side.jpg')]);
    expect(FakeXhr.sent.map((x) => [x.method, x.url, x.file().name])).toEqual([
      ['POST', '/api/admin/media/images', 'front.jpg'],
      ['POST', '/api/admin/media/images', 'side.jpg'],
    ]);
    for (const xhr of FakeXhr.sent) {
      expect(xhr.withCredentials).toBe(true);
      expect(xhr.headers['x-api-key']).toBe(API_KEY);
      expect([...(xhr.body as FormData).keys()]).toEqual(['file']);
    }
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Uploading front.jpg', '0'],
      ['Uploading side.jpg', '0'],
    ]);
    FakeXhr.sent[0]?.progress(40, 100);
    FakeXhr.sent[1]?.progress(3, 4);
    expect(within(rowOf('front.jpg')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(rowOf('side.jpg')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
  });

  it('hands over each stored photo, and shows the server’s own sentence under a refused one', async () => {
    const { onUploaded } = await renderUpload();
    choose([photo('front.jpg'), photo('invoice.jpg')]);
    const [front, fake] = FakeXhr.sent;
    await front?.answer(201, {
      result: 'success',
      message: M.imageUploaded,
      data: { src: '/media/products/a.webp', width: 800, height: 600 },
    });
    await fake?.answer(415, { result: 'error', errorMessage: M.notImage, message: { file: M.notImage } });

    expect(onUploaded.mock.calls).toEqual([[{ src: '/media/products/a.webp', width: 800, height: 600 }]]);
    expect(within(rowOf('front.jpg')).getByText('Uploaded')).toBeTruthy();
    expect(within(rowOf('front.jpg')).queryByRole('progressbar')).toBeNull();
    expect(within(rowOf('invoice.jpg')).getByRole('alert').textContent).toBe(M.notImage);
    expect(within(rowOf('invoice.jpg')).queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss invoice.jpg' }));
    expect(screen.queryByText('invoice.jpg')).toBeNull();
  });

  it('sends three files at a time; the others wait at 0 % and start as each one ends', async () => {
    await renderUpload();
    choose(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map((name) => photo(name)));
    expect(FakeXhr.sent.map((x) => x.file().name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(within(rowOf('e.jpg')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    await FakeXhr.sent[1]?.answer(415, { result: 'error', errorMessage: M.notImage, message: { file: M.notImage } });
    expect(FakeXhr.sent.map((x) => x.file().name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    await FakeXhr.sent[0]?.answer(201, {
      result: 'success',
      message: M.imageUploaded,
      data: { src: '/media/products/a.webp', width: 1, height: 1 },
    });
    expect(FakeXhr.sent.map((x) => x.file().name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']);
  });

  it('uploads files dropped on the area', async () => {
    const { onUploaded } = await renderUpload();
    fireEvent.drop(screen.getByLabelText('Product photos').closest('.media-upload__drop') as HTMLElement, {
      dataTransfer: { files: [photo('dropped.png')] },
    });
    expect(FakeXhr.sent.map((x) => x.file().name)).toEqual(['dropped.png']);
    await FakeXhr.sent[0]?.answer(201, {
      result: 'success',
      message: M.imageUploaded,
      data: { src: '/media/products/b.webp', width: 16, height: 12 },
    });
    expect(onUploaded).toHaveBeenCalledWith({ src: '/media/products/b.webp', width: 16, height: 12 });
  });

  it('refuses a file over 10 MB without sending it', async () => {
    await renderUpload();
    await act(async () => choose([photo('huge.jpg', MEDIA_FILE_BYTES_MAX + 1)]));
    expect(FakeXhr.sent).toEqual([]);
    expect(within(rowOf('huge.jpg')).getByRole('alert').textContent).toBe(M.imageTooLarge);
  });

  it('says so when the shop cannot be reached', async () => {
    await renderUpload();
    choose([photo('front.jpg')]);
    await FakeXhr.sent[0]?.fail();
    expect(within(rowOf('front.jpg')).getByRole('alert').textContent).toBe(
      'Could not reach the shop. Please check your connection and try again.',
    );
  });

  it('sends one datasheet to the datasheet address when only one file is wanted', async () => {
    const { onUploaded } = await renderUpload({ kind: 'datasheet', multiple: false, label: 'Datasheet (PDF)' });
    const input = screen.getByLabelText('Datasheet (PDF)') as HTMLInputElement;
    expect([input.multiple, input.accept]).toEqual([false, 'application/pdf,.pdf']);
    choose([new File(['%PDF-1.4'], 'ds.pdf'), new File(['%PDF-1.4'], 'other.pdf')], 'Datasheet (PDF)');
    expect(FakeXhr.sent.map((x) => [x.url, x.file().name])).toEqual([['/api/admin/media/datasheets', 'ds.pdf']]);
    await FakeXhr.sent[0]?.answer(201, {
      result: 'success',
      message: M.datasheetUploaded,
      data: { src: '/media/datasheets/c.pdf', bytes: 8 },
    });
    expect(onUploaded).toHaveBeenCalledWith({ src: '/media/datasheets/c.pdf', bytes: 8 });
  });
});
