import type { NepaliTexts } from '@suraksha/contracts/nepali-version';
import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { paisa, timestamps } from './columns.ts';

const seo = {
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  seoKeyword: text('seo_keyword'),
};

/** Product catalogues (PDF brochures) shown at /catalogues. */
export const catalogues = pgTable('catalogues', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  pdfUrl: text('pdf_url'),
  position: integer('position').notNull().default(0),
  /** Inactive: off /catalogues and its page answers 404; kept, never deleted (issue #16). */
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  position: integer('position').notNull().default(0),
  /** Inactive: off /certificates; kept, never deleted (issue #16). */
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull().default(0),
  /**
   * When the storefront starts showing it, as for articles (decision 0106): null is a draft, a future
   * instant is scheduled. Rows written outside the back office (seed, fixtures) default to live now.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  ...timestamps,
});

/** Columns of an article; a function so each table gets its own builders (and its own unique-constraint name). */
const article = () => ({
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  summary: text('summary').notNull(),
  /** Sanitized HTML. */
  description: text('description').notNull(),
  /**
   * When the storefront starts showing it: null is a draft, a future instant is scheduled. The shop's
   * queries read `published_at <= now()`, so a scheduled article appears at its time with no job to run.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  ...seo,
  ...timestamps,
});

export const blogs = pgTable('blogs', article());
export const trainings = pgTable('trainings', article());

/** Content pages (about, privacy, terms, seller disclosure…) at /pages/{slug}. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Sanitized HTML. */
  content: text('content').notNull(),
  /** The Nepali title and text (sanitised HTML), when staff gave them (decision 0127). */
  ne: jsonb('ne').$type<NepaliTexts>().notNull().default({}),
  /**
   * When the storefront starts showing it, as for articles (decision 0106): null is a draft, a future
   * instant is scheduled. Rows written outside the back office (seed, fixtures) default to live now.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  ...seo,
  ...timestamps,
});

/** Installation and maintenance services at /services. */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  /** Starting price; null when quoted per site. */
  startingPricePaisa: paisa('starting_price_paisa'),
  position: integer('position').notNull().default(0),
  /** Null is a draft, a future instant is scheduled; live once `published_at <= now()` (decision 0109). */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  ...seo,
  ...timestamps,
});

export const careers = pgTable('careers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  location: text('location').notNull(),
  employmentType: text('employment_type').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  /** The last Nepal day applications are taken; null: none (the rule: modules/careers/deadline-rule.ts). */
  deadline: date('deadline', { mode: 'string' }),
  /** Null is a draft, a future instant is scheduled; live once `published_at <= now()` (decision 0109). */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  ...timestamps,
});
