import type { HomeLayout } from './home-layout.ts';

// Zod-free, so the storefront and the back office can import these values (home-layout.ts has the schema).

/**
 * The home page's texts and sections as staff set them (/admin/content/home, issue #17, decision
 * 0109): the hero's words and which sections show in which order. Stored in shop_settings under one
 * key; the defaults are the texts the shop was built with, so a fresh shop looks as it always did.
 */

/** The home's sections, as the page draws them. */
export const HOME_SECTIONS = ['promises', 'categories', 'new_products', 'featured_products', 'brands', 'blogs'] as const;
export type HomeSectionKey = (typeof HOME_SECTIONS)[number];

export const HOME_SECTION_LABELS: Record<HomeSectionKey, string> = {
  promises: 'Service promises',
  categories: 'Featured categories',
  new_products: 'New products',
  featured_products: 'Featured products',
  brands: 'Brands',
  blogs: 'Latest blog posts',
};

export const HERO_SHORT_MAX = 120;
export const HERO_TITLE_MAX = 160;
export const HERO_LEAD_MAX = 600;
export const HERO_BUTTON_MAX = 40;

export const HOME_LAYOUT_MESSAGES = {
  eyebrow: `The line above the title must be at most ${HERO_SHORT_MAX} characters.`,
  titleRequired: 'Please enter the title of the home page.',
  titleTooLong: `The title must be at most ${HERO_TITLE_MAX} characters.`,
  leadRequired: 'Please write the line under the title.',
  leadTooLong: `The line under the title must be at most ${HERO_LEAD_MAX} characters.`,
  buttonRequired: 'Please give the button a text.',
  buttonTooLong: `A button's text must be at most ${HERO_BUTTON_MAX} characters.`,
  sections: 'List each of the home page’s sections once, each shown or hidden.',
  saved: 'The home page is saved: the storefront shows it now.',
} as const;

/** Today's texts and order: what a shop shows until staff change it. */
export const DEFAULT_HOME_LAYOUT: HomeLayout = {
  hero: {
    eyebrow: 'CCTV · NVR · Alarms · Access control',
    title: 'Security for homes and businesses across Nepal',
    lead: 'CCTV cameras, NVR/DVR recorders, alarms, video door phones and access control from the brands installers trust — with advice and installation support from our team in Kalanki, Kathmandu.',
    primary_button: 'Shop products',
    secondary_button: 'Browse brands',
  },
  sections: HOME_SECTIONS.map((key) => ({ key, visible: true })),
};
