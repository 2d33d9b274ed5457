import { z } from 'zod';
import {
  HERO_BUTTON_MAX,
  HERO_LEAD_MAX,
  HERO_SHORT_MAX,
  HERO_TITLE_MAX,
  HOME_LAYOUT_MESSAGES,
  HOME_SECTIONS,
} from './home-layout-messages.ts';
import { text } from './text.ts';

export * from './home-layout-messages.ts';

/**
 * The home page's layout as staff set it (/admin/content/home, issue #17, decision 0109): stored in
 * shop_settings under one key, checked with this schema on write and on read.
 */

const M = HOME_LAYOUT_MESSAGES;
const required = (max: number, missing: string, tooLong: string) => text(missing).trim().min(1, missing).max(max, tooLong);

export const homeHero = z.object({
  /** The small line above the title; empty hides it. */
  eyebrow: text(M.eyebrow).trim().max(HERO_SHORT_MAX, M.eyebrow),
  title: required(HERO_TITLE_MAX, M.titleRequired, M.titleTooLong),
  lead: required(HERO_LEAD_MAX, M.leadRequired, M.leadTooLong),
  /** The button to the products. */
  primary_button: required(HERO_BUTTON_MAX, M.buttonRequired, M.buttonTooLong),
  /** The button to the brands. */
  secondary_button: required(HERO_BUTTON_MAX, M.buttonRequired, M.buttonTooLong),
});
export type HomeHero = z.infer<typeof homeHero>;

const homeSection = z.object({ key: z.enum(HOME_SECTIONS, { error: M.sections }), visible: z.boolean({ error: M.sections }) });

/** The whole layout: the hero and every section once, in the order they show. */
export const homeLayout = z.object({
  hero: homeHero,
  sections: z
    .array(homeSection, { error: M.sections })
    .length(HOME_SECTIONS.length, M.sections)
    .refine((list) => new Set(list.map((s) => s.key)).size === HOME_SECTIONS.length, M.sections),
});
export type HomeLayout = z.infer<typeof homeLayout>;
export type HomeLayoutBody = z.input<typeof homeLayout>;
