import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslationProvider } from '../i18n/react.tsx';
import { Outlet, type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { i18nFor } from '../i18n/i18n.ts';
import { AuthProvider } from '../lib/session/auth-provider.tsx';

/** What the root loader hands every page: the web app's API key and public URL. */
const ENV = { apiKey: 'test-key', publicUrl: 'http://shop.test' };

interface ShopOptions {
  /** Where the page opens (path and query); '/' unless told. */
  url?: string;
  /** The route pattern `element` answers at; the url's path unless told. */
  path?: string;
  /** Other pages beside it, for tests that navigate. */
  routes?: RouteObject[];
}

/**
 * Renders `element` as a page of the shop: under the root route (id 'root', whose loader gives the
 * env), the AuthProvider and the texts of the url's language (a url under /ne is the Nepali site), as
 * root.tsx does, in a memory router.
 */
export function renderInShop(element: ReactNode, { url = '/', path = url.split('?')[0], routes = [] }: ShopOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => ({ env: ENV }),
        element: (
          <TranslationProvider translator={i18nFor(languageOfPath(url.split('?')[0] ?? '/'))}>
            <AuthProvider>
              <Outlet />
            </AuthProvider>
          </TranslationProvider>
        ),
        children: [{ path, element }, ...routes],
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: { env: ENV } } } },
  );
  return { ...render(<RouterProvider router={router} />), router };
}
