import { FOOTER_PAGES, SELLER_INFORMATION_SLUG } from '@suraksha/contracts/page-messages';

/**
 * Every fixed link of the shop's chrome, in one place so that the shop owner's
 * wishes ("move Trainings", "add Careers to the footer") are a one-line change.
 */
export interface SiteLink {
  label: string;
  to: string;
  /** Its text in app/i18n/messages (the English there is `label`, word for word). */
  messageKey?: `links.${keyof import('../../i18n/messages.ts').Messages['links']}`;
}

/** Sections of the shop that several places link to. */
export const sectionLinks = {
  brands: { label: 'Brands', to: '/brands', messageKey: 'links.brands' },
  blogs: { label: 'Blogs', to: '/blogs', messageKey: 'links.blogs' },
  trainings: { label: 'Trainings', to: '/trainings', messageKey: 'links.trainings' },
  services: { label: 'Services', to: '/services', messageKey: 'links.services' },
  packages: { label: 'Packages', to: '/packages', messageKey: 'links.packages' },
  catalogues: { label: 'Catalogues', to: '/catalogues', messageKey: 'links.catalogues' },
  certificates: { label: 'Certificates', to: '/certificates', messageKey: 'links.certificates' },
  coupons: { label: 'Coupons', to: '/coupons', messageKey: 'links.coupons' },
  compare: { label: 'Compare', to: '/compare', messageKey: 'links.compare' },
} as const satisfies Record<string, SiteLink>;

/** The main navigation beside the category menu. */
export const headerLinks: readonly SiteLink[] = [
  sectionLinks.brands,
  sectionLinks.packages,
  sectionLinks.blogs,
  sectionLinks.trainings,
  sectionLinks.services,
];

/** The thin strip above the header (desktop). */
export const utilityLinks: readonly SiteLink[] = [
  { label: 'Track order', to: '/order-tracking', messageKey: 'links.trackOrder' },
  { label: 'Request a quote', to: '/quote-request', messageKey: 'links.requestQuote' },
  sectionLinks.coupons,
  sectionLinks.compare,
  { label: 'Contact us', to: '/contact-us', messageKey: 'links.contactUs' },
];

/** Who sells on this website, from the settings (decision 0123); the old static 'seller-disclosure' page redirects here. */
export const SELLER_INFORMATION_PATH = `/pages/${SELLER_INFORMATION_SLUG}`;
/** How to complain: the seller page's section naming the grievance officer. */
export const HOW_TO_COMPLAIN_PATH = `${SELLER_INFORMATION_PATH}#how-to-complain`;
/**
 * The complaint form (decision 0128): the contracts' GRIEVANCE_PATH (site-links.test.ts), spelt out here so
 * that the footer, on every page, does not load the form's rules and messages with it (decision 0133).
 */
export const GRIEVANCE_FORM_PATH = '/grievance';

/** The footer's "Information" column. */
export const informationLinks: readonly SiteLink[] = [
  // The back office keeps these pages' slugs and keeps them published (decision 0108).
  ...FOOTER_PAGES.map(({ label, slug }) => ({ label, to: `/pages/${slug}` })),
  { label: 'FAQs', to: '/faqs', messageKey: 'links.faqs' },
  { label: 'Support Ticket', to: '/support-ticket', messageKey: 'links.supportTicket' },
  { label: 'E-waste', to: '/e-waste', messageKey: 'links.eWaste' },
  { label: 'Careers', to: '/career', messageKey: 'links.careers' },
  { label: 'Affiliate Marketing', to: '/affiliate-marketing', messageKey: 'links.affiliateMarketing' },
  sectionLinks.services,
  sectionLinks.trainings,
  sectionLinks.blogs,
  sectionLinks.brands,
  sectionLinks.packages,
  sectionLinks.catalogues,
  sectionLinks.certificates,
  sectionLinks.coupons,
];

export const accountLinks = {
  wishlist: { label: 'Wishlist', to: '/wishlists' },
  bag: { label: 'Bag', to: '/carts' },
  login: { label: 'Login', to: '/login' },
} as const satisfies Record<string, SiteLink>;

export const searchAction = '/products';
export const allProductsLink: SiteLink = { label: 'All products', to: '/products?search=' };

export function categoryPath(slug: string): string {
  return `/category/${slug}`;
}

export function brandPath(slug: string): string {
  return `/brands/${slug}`;
}
