import { type ComponentPropsWithoutRef, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link within the shop for the chrome's long lists (menu, footer): the same `<a href data-discover>`
 * React Router's `<Link>` renders, without its dozen hooks a link. A product page carries ~75 of them,
 * and `<Link>` was ~7% of its server CPU (decision 0134). A click is followed inside the app by
 * `useFollowPlainLinks`, mounted once by the storefront layout; `data-discover` lets React Router
 * fetch the route's code as it does for its own links, before the click.
 */
export function PlainLink({ to, ...anchor }: { to: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>) {
  return <a {...anchor} href={to} data-discover="true" data-plain-link="" />;
}

/** A click the browser should handle itself: another tab or window, a download, a modified or middle click. */
function leftToBrowser(event: MouseEvent, anchor: HTMLAnchorElement) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return true;
  return (anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download');
}

/**
 * Follows clicks on PlainLinks without reloading the page, as `<Link>` would. One listener on the
 * window, which a click reaches after React's handlers on the document: a `<Link>` has prevented its
 * own click's default by then, so it is never followed twice.
 */
export function useFollowPlainLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      // PlainLinks only: a `<Link reloadDocument>` lets its click through on purpose (a page whose policy differs).
      const anchor = event.target instanceof Element ? event.target.closest('a[data-plain-link]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || leftToBrowser(event, anchor)) return;
      const to = anchor.getAttribute('href');
      if (!to?.startsWith('/') || to.startsWith('//')) return;
      event.preventDefault();
      void navigate(to);
    };
    window.addEventListener('click', follow);
    return () => window.removeEventListener('click', follow);
  }, [navigate]);
}
