import { dayInNepal } from '@suraksha/domain/nepal-day';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/storefront';
import { AuthProvider } from '../lib/session/auth-provider.tsx';
import { useAccountLink } from '../features/auth/use-account-link.ts';
import { CardBagButton } from '../features/cart/card-bag-button.tsx';
import { useCartCounters } from '../features/cart/cart-counters.ts';
import { type CatalogSlots, CatalogSlotsProvider } from '../features/catalog/catalog-slots.tsx';
import { CompareToggle } from '../features/compare/compare-toggle.tsx';
import { RouteErrorPage } from '../features/layout/error-page.tsx';
import { Footer } from '../features/layout/footer.tsx';
import { Header } from '../features/layout/header.tsx';
import { QuoteButton } from '../features/quote/quote-button.tsx';
import { WishlistButton } from '../features/wishlist/wishlist-button.tsx';
import { LanguageAlternates } from '../i18n/language-alternates.tsx';
import { languageFromCookie, localisedPath } from '@suraksha/domain/site-languages';
import { useLanguage } from '../i18n/use-language.ts';
import { loaderApi } from '../lib/api-context.ts';
import { useFollowPlainLinks } from '../ui/plain-link.tsx';
import { Preloader } from '../ui/preloader.tsx';
import { storefrontLayoutId } from '../i18n/storefront-layout-id.ts';

/**
 * The shop's chrome around every storefront page (a pathless layout route): the header with the
 * category menu, the footer, the customer's session and what product cards carry from other features.
 * The back office (app/admin) has a layout of its own, so none of this reaches it, nor it this.
 */

/** SPEC §8: footer (and menu) failures are logged only; the page renders without them. */
function loggedAsMissing(what: string) {
  return (error: unknown) => {
    console.error(`Could not load the ${what}; rendering the page without it.`, error);
    return null;
  };
}

/** The shop's year in Nepal (UTC+5:45), decided on the server so the page never disagrees with itself. */
const currentYearInNepal = () => Number(dayInNepal().slice(0, 4));

/**
 * The bare home page `/` follows the visitor's last choice of language (decision 0124); every other
 * URL says its language itself, so links and search engines always get the page they asked for.
 */
function homeInChosenLanguage(request: Request) {
  if (new URL(request.url).pathname !== '/') return;
  const chosen = languageFromCookie(request.headers.get('Cookie'));
  if (chosen && chosen !== 'en') throw redirect(localisedPath('/', chosen), { headers: { Vary: 'Cookie', 'Cache-Control': 'no-store' } });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  homeInChosenLanguage(request);
  const api = loaderApi(context);
  const [footer, menu] = await Promise.all([
    api.layout.footer().catch(loggedAsMissing('footer')),
    api.layout.menu().catch(loggedAsMissing('category menu')),
  ]);
  // Formatted here so that the phone rules' library (libphonenumber) stays out of every page's JavaScript.
  const sellerPhone = footer ? formatPhone(footer.seller.grievance_officer_phone) : null;
  return { footer, menu, year: currentYearInNepal(), sellerPhone };
}

/** Menu and footer change only when staff edit the catalogue: reload them after a form submission, not on every navigation. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

/** The header as the signed-in state shapes it (routes join features; features never import each other). */
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
function StorefrontChrome({ children }: { children: React.ReactNode }) {
  // Undefined when this layout's loader itself failed: the chrome renders without its data.
  // The Nepali site mounts this layout a second time, under an id of its own (routes.ts).
  const data = useRouteLoaderData<typeof loader>(storefrontLayoutId(useLanguage()));
  useFollowPlainLinks();
  return (
    <AuthProvider>
      <LanguageAlternates />
      <Preloader />
      <SiteHeader categories={data?.menu?.categories ?? []} contact={data?.footer?.contact ?? null} />
      <main id="main" className="site-main">
        <CatalogSlotsProvider value={catalogSlots}>{children}</CatalogSlotsProvider>
      </main>
      <Footer footer={data?.footer ?? null} year={data?.year ?? currentYearInNepal()} sellerPhone={data?.sellerPhone ?? null} />
    </AuthProvider>
  );
}

export default function Storefront() {
  return (
    <StorefrontChrome>
      <Outlet />
    </StorefrontChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StorefrontChrome>
      <RouteErrorPage error={error} />
    </StorefrontChrome>
  );
}
