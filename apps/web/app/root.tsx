import './styles/storefront-bootstrap.css';
import './styles/theme.css';
import './styles/storefront-chrome.css';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import { useEffect } from 'react';
import { TranslationProvider, useTranslation } from './i18n/react.tsx';
import type { Route } from './+types/root';
import { i18nFor } from './i18n/i18n.ts';
import { useLanguage } from './i18n/use-language.ts';
import { RouteErrorPage } from './features/layout/error-page.tsx';
import { metaText } from './i18n/meta-text.ts';
import { publicEnvContext } from './lib/api-context.ts';
import { useNonce } from './lib/content-security-policy.ts';
import { SiteToaster } from './ui/site-toaster.tsx';

const DEFAULT_TITLE = 'Suraksha — security products in Nepal';
const DEFAULT_DESCRIPTION =
  'CCTV cameras, NVR/DVR recorders, alarms, access control and cabling for homes and businesses in Nepal. Cash on Delivery all over Nepal.';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function meta({ error, location }: Route.MetaArgs) {
  if (error) {
    const t = metaText(location);
    const title = isRouteErrorResponse(error) && error.status === 404 ? t('common.errorPage.notFoundTitle') : t('common.errorPage.title');
    return [{ title: `${title} — Suraksha` }, { name: 'robots', content: 'noindex' }];
  }
  return [{ title: DEFAULT_TITLE }, { name: 'description', content: DEFAULT_DESCRIPTION }];
}

/** What every page, the shop's and the back office's, needs from the server: the public key and URL. */
export function loader({ context }: Route.LoaderArgs) {
  return { env: context.get(publicEnvContext) };
}

/**
 * The document around every page. The shop's chrome (header, footer, the customer's session) is the
 * storefront layout's (routes/storefront.tsx); the back office brings its own.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The URL decides the language, so the server and the browser always render the same texts.
  const language = useLanguage();
  // Marks the page interactive, error pages included: browser journeys wait for it before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider translator={i18nFor(language)}>
          <SkipLink />
          {children}
          <SiteToaster />
        </TranslationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('skipToContent')}
    </a>
  );
}

export default function App() {
  return <Outlet />;
}

/** Only what fails outside both layouts lands here (the root loader itself): a bare page, no chrome to lean on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <RouteErrorPage error={error} />
    </main>
  );
}
