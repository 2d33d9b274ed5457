import type {
  Article,
  ArticleCard,
  ArticleListQuery,
  BlogListResponse,
  BlogResponse,
  ContentPage,
  FaqListResponse,
  PageResponse,
  Pagination,
  RecentArticle,
  ServiceCard,
  ServiceListResponse,
  ServiceResponse,
  TrainingListResponse,
  TrainingResponse,
} from '@suraksha/contracts/content';
import { PAGE_NOT_FOUND } from '@suraksha/contracts/page-messages';
import { paisaToRupees } from '@suraksha/domain/money';
import { blogs, trainings } from '../../db/schema/content.ts';
import type { Database } from '../../platform/database.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import {
  type ArticleTable,
  countArticles,
  findLiveService,
  findPage,
  findPublishedArticle,
  listLiveServices,
  listArticlePage,
  listFaqs,
  listLatestArticles,
  type ServiceCardRow,
} from './repo.ts';
import { nepaliTextsOf } from '../nepali-version/nepali-texts.ts';

export const ARTICLES_PER_PAGE = 6;
/** The sidebar's recent posts on a list page. */
const RECENT_COUNT = 5;
/** Other posts shown beside one post. */
const OTHERS_COUNT = 3;

interface ArticleList {
  cards: ArticleCard[];
  recent: RecentArticle[];
  pagination: Pagination;
}

async function listArticles(db: Database, t: ArticleTable, query: ArticleListQuery): Promise<ArticleList> {
  const { search, page } = query;
  const [cards, total, latest] = await Promise.all([
    listArticlePage(db, t, { search, limit: ARTICLES_PER_PAGE, offset: (page - 1) * ARTICLES_PER_PAGE }),
    countArticles(db, t, search),
    listLatestArticles(db, t, RECENT_COUNT),
  ]);
  return {
    cards,
    recent: latest.map(({ title, slug, image, date }) => ({ title, slug, image, date })),
    pagination: { page, perPage: ARTICLES_PER_PAGE, total, totalPages: Math.ceil(total / ARTICLES_PER_PAGE) },
  };
}

async function getArticle(
  db: Database,
  t: ArticleTable,
  slug: string,
  notFound: string,
): Promise<{ article: Article; others: ArticleCard[] }> {
  const [row, others] = await Promise.all([findPublishedArticle(db, t, slug), listLatestArticles(db, t, OTHERS_COUNT, slug)]);
  if (!row) throw new NotFoundError(notFound);
  const { seoTitle, seoDescription, description, ...card } = row;
  return {
    article: { ...card, description: sanitizeRichText(description), seo_title: seoTitle, seo_description: seoDescription },
    others,
  };
}

/** Published blog posts, newest first, one page at a time, with the five latest for the sidebar. */
export async function listBlogs(db: Database, query: ArticleListQuery): Promise<BlogListResponse> {
  const { cards, recent, pagination } = await listArticles(db, blogs, query);
  return { result: 'success', blogs: cards, recentBlogs: recent, pagination };
}

/** One published blog post (description sanitized) and three other recent posts. */
export async function getBlog(db: Database, slug: string): Promise<BlogResponse> {
  const { article, others } = await getArticle(db, blogs, slug, 'Blog not found.');
  return { result: 'success', blog: article, blogs: others };
}

/** Published trainings, newest first, one page at a time, with the five latest for the sidebar. */
export async function listTrainings(db: Database, query: ArticleListQuery): Promise<TrainingListResponse> {
  const { cards, recent, pagination } = await listArticles(db, trainings, query);
  return { result: 'success', trainings: cards, relatedTrainings: recent, pagination };
}

/** One published training (description sanitized) and three other recent trainings. */
export async function getTraining(db: Database, slug: string): Promise<TrainingResponse> {
  const { article, others } = await getArticle(db, trainings, slug, 'Training not found.');
  return { result: 'success', training: article, trainings: others };
}

/** Every FAQ in the shop's order. */
export async function getFaqs(db: Database): Promise<FaqListResponse> {
  return { result: 'success', faqs: await listFaqs(db) };
}

/** A content page with its sanitized HTML and SEO fields. */
export async function getPage(db: Database, slug: string): Promise<PageResponse> {
  const row = await findPage(db, slug);
  if (!row) throw new NotFoundError(PAGE_NOT_FOUND);
  const page: ContentPage = {
    slug: row.slug,
    title: row.title,
    content: sanitizeRichText(row.content),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
    ne: nepaliTextsOf(row.ne, ['title', 'content']),
  };
  return { result: 'success', page };
}

function toServiceCard({ title, slug, image, summary, startingPricePaisa }: ServiceCardRow): ServiceCard {
  return { title, slug, image, summary, starting_price: startingPricePaisa === null ? null : paisaToRupees(startingPricePaisa) };
}

/** Published services in the shop's order. */
export async function getServices(db: Database): Promise<ServiceListResponse> {
  return { result: 'success', services: (await listLiveServices(db)).map(toServiceCard) };
}

type ServicePageRow = ServiceCardRow & {
  description: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeyword: string | null;
};

/** A service's page as the storefront shows it (description sanitized); the back office's preview uses it too. */
export function servicePage(row: ServicePageRow, others: ServiceCardRow[]): ServiceResponse {
  return {
    result: 'success',
    service: {
      ...toServiceCard(row),
      description: sanitizeRichText(row.description),
      seo_title: row.seoTitle,
      seo_description: row.seoDescription,
      seo_keyword: row.seoKeyword,
    },
    services: others.map(toServiceCard),
  };
}

/** One published service (description sanitized) and the other published services. */
export async function getService(db: Database, slug: string): Promise<ServiceResponse> {
  const [row, others] = await Promise.all([findLiveService(db, slug), listLiveServices(db, slug)]);
  if (!row) throw new NotFoundError('Service not found.');
  return servicePage(row, others);
}
