import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { dayInNepal } from '@suraksha/domain/nepal-time';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import { useEffect } from 'react';
import type { Route } from './+types/root';
import { AuthProvider } from './lib/session/auth-provider.tsx';
import { useAccountLink } from './features/auth/use-account-link.ts';
import { CardBagButton } from './features/cart/card-bag-button.tsx';
import { useCartCounters } from './features/cart/cart-counters.ts';
import { type CatalogSlots, CatalogSlotsProvider } from './features/catalog/catalog-slots.tsx';
import { CompareToggle } from './features/compare/compare-toggle.tsx';
import { ErrorPage, NotFoundPage } from './features/layout/error-page.tsx';
import { Footer } from './features/layout/footer.tsx';
import { Header } from './features/layout/header.tsx';
import { QuoteButton } from './features/quote/quote-button.tsx';
import { WishlistButton } from './features/wishlist/wishlist-button.tsx';
import { loaderApi, publicEnvContext } from './lib/api-context.ts';
import { useNonce } from './lib/content-security-policy.ts';
import { Preloader } from './ui/preloader.tsx';
import { SiteToaster } from './ui/site-toaster.tsx';

const DEFAULT_TITLE = 'Suraksha — security products in Nepal';
const DEFAULT_DESCRIPTION =
  'CCTV cameras, NVR/DVR recorders, alarms, access control and cabling for homes and businesses in Nepal. Cash on Delivery all over Nepal.';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function meta({ error }: Route.MetaArgs) {
  if (error) {
    const title = isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';
    return [{ title: `${title} — Suraksha` }, { name: 'robots', content: 'noindex' }];
  }
  return [{ title: DEFAULT_TITLE }, { name: 'description', content: DEFAULT_DESCRIPTION }];
}

/** SPEC §8: footer (and menu) failures are logged only; the page renders without them. */
function loggedAsMissing(what: string) {
  return (error: unknown) => {
    console.error(`Could not load the ${what}; rendering the page without it.`, error);
    return null;
  };
}

/** The shop's year in Nepal (UTC+5:45), decided on the server so the page never disagrees with itself. */
const currentYearInNepal = () => Number(dayInNepal().slice(0, 4));

export async function loader({ context }: Route.LoaderArgs) {
  const api = loaderApi(context);
  const [footer, menu] = await Promise.all([
    api.layout.footer().catch(loggedAsMissing('footer')),
    api.layout.menu().catch(loggedAsMissing('category menu')),
  ]);
  return { footer, menu, env: context.get(publicEnvContext), year: currentYearInNepal() };
}

/** Menu and footer change only when staff edit the catalogue: reload them after a form submission, not on every navigation. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

/** The header as the signed-in state shapes it (routes and root join features; features never import each other). */
function SiteHeader(props: Omit<React.ComponentProps<typeof Header>, 'account' | 'counters'>) {
  return <Header {...props} account={useAccountLink()} counters={useCartCounters()} />;
}

/** What the catalogue's cards and price areas carry from other features: the Quote button, the wishlist heart, Add to bag and Compare. */
const catalogSlots: CatalogSlots = {
  quoteButton: (product, place = 'card') => <QuoteButton product={product} className={place === 'page' ? 'btn btn-primary' : undefined} />,
  cardActions: (product) => <WishlistButton productSlug={product.slug} className="btn btn-light btn-sm" />,
  bagButton: (product) => <CardBagButton productSlug={product.slug} productName={product.title} />,
  compareToggle: (product) => <CompareToggle productSlug={product.slug} className="btn btn-sm btn-link p-0 product-card__compare" />,
};

/** Header and footer wrap both the pages and the error pages, so a 404 still looks like the shop. */
export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined when the root loader itself failed: the chrome renders without its data.
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // Marks the page interactive, error pages included: browser journeys wait for it before typing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <AuthProvider>
          <Preloader />
          <SiteHeader categories={data?.menu?.categories ?? []} contact={data?.footer?.contact ?? null} />
          <main id="main" className="site-main">
            <CatalogSlotsProvider value={catalogSlots}>{children}</CatalogSlotsProvider>
          </main>
          <Footer footer={data?.footer ?? null} year={data?.year ?? currentYearInNepal()} />
          <SiteToaster />
        </AuthProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Production builds never carry a stack to the page; development shows it to whoever is fixing it.
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : undefined} details={details} />;
}
