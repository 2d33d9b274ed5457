// Zod-free: the storefront's footer and the back office's page rules read the same values.

/** What /pages/{slug} answers for a page that does not exist or is not published. */
export const PAGE_NOT_FOUND = 'Page not found.';

/**
 * The content pages the footer links to by slug (the policy pages a buyer and the law expect to
 * find, and the seller disclosure). Their slugs are fixed and they stay published: the back office
 * refuses a change that would turn a footer link into a 404 (docs/decisions/0108).
 */
export const FOOTER_PAGES = [
  { label: 'About Us', slug: 'about-us' },
  { label: 'Privacy Policy', slug: 'privacy-policy' },
  { label: 'Terms & Conditions', slug: 'terms-and-conditions' },
  { label: 'Shipping Policy', slug: 'shipping-policy' },
  { label: 'Return Policy', slug: 'return-policy' },
  { label: 'Seller Disclosure', slug: 'seller-disclosure' },
] as const;

export const isFooterPage = (slug: string): boolean => FOOTER_PAGES.some((page) => page.slug === slug);

/**
 * Who sells on this website lives at /pages/seller-information, rendered from the settings (decision 0123);
 * the seeded static page before it, /pages/seller-disclosure, answers 301 there and is left out of the sitemap.
 */
export const SELLER_INFORMATION_SLUG = 'seller-information';
export const OLD_SELLER_DISCLOSURE_SLUG = 'seller-disclosure';
