import { type ReactNode, useEffect, useState } from 'react';
import { ApiError, callApi } from '../lib/api-client.ts';
import { useBrowserApi } from '../lib/browser-api.ts';

type Preview<T> = { kind: 'loading' } | { kind: 'shown'; answer: T } | { kind: 'refused'; message: string };

/**
 * A storefront page as the shop will show it, drafts and scheduled ones too, from a back-office
 * preview call (`path`, under /api). Like the product preview (decision 0104) it is asked for in the
 * browser with the staff session cookie: a visitor gets a refusal, never the content. `path` null:
 * the address names nothing. `noun` names the thing in the refusals ("post", "page", "product").
 */
export function StaffPreview<T>({
  path,
  noun,
  notice = 'Visitors see this page only once it is published and its time has come.',
  children,
}: {
  path: string | null;
  noun: string;
  /** When visitors will see it, after "Preview for staff." */
  notice?: string;
  children: (answer: T) => ReactNode;
}) {
  const transport = useBrowserApi();
  const [preview, setPreview] = useState<Preview<T>>({ kind: 'loading' });
  useEffect(() => {
    if (path === null) return;
    let current = true;
    callApi<T>(transport, { method: 'GET', path }).then(
      (answer) => current && setPreview({ kind: 'shown', answer }),
      (error: unknown) => {
        if (!current) return;
        const status = error instanceof ApiError ? error.status : 0;
        setPreview({
          kind: 'refused',
          message:
            status === 401 || status === 403
              ? `Only signed-in staff can preview ${noun}s. Sign in to the back office and open the preview again.`
              : status === 404
                ? `There is no such ${noun}.`
                : 'The preview could not be loaded. Please try again.',
        });
      },
    );
    return () => {
      current = false;
    };
  }, [transport, path, noun]);

  if (path === null || preview.kind === 'refused') {
    return (
      <p className="container page-frame alert alert-warning" role="alert">
        {path === null || preview.kind !== 'refused' ? `There is no such ${noun}.` : preview.message}
      </p>
    );
  }
  if (preview.kind === 'loading') {
    return (
      <p className="container page-frame" role="status">
        Loading the preview…
      </p>
    );
  }
  return (
    <>
      <p className="container alert alert-info mt-3 mb-0" role="status">
        Preview for staff. {notice}
      </p>
      {children(preview.answer)}
    </>
  );
}
