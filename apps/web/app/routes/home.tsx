import type { HomeResponse } from '@suraksha/contracts/home';
import { DEFAULT_HOME_LAYOUT, type HomeSectionKey } from '@suraksha/contracts/home-layout-messages';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { data } from 'react-router';
import { CustomerPrices } from '../features/catalog/customer-prices.tsx';
import { ProductCard } from '../features/catalog/product-card.tsx';
import { BrandStrip } from '../features/home/brand-strip.tsx';
import { CategoryGrid } from '../features/home/category-grid.tsx';
import { Hero } from '../features/home/hero.tsx';
import '../features/home/home.css';
import { HomeSection } from '../features/home/home-section.tsx';
import { LatestBlogs } from '../features/home/latest-blogs.tsx';
import { ServicePromises } from '../features/home/service-promises.tsx';
import { allProductsLink, brandPath, categoryPath, sectionLinks } from '../features/layout/site-links.ts';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import type { Route } from './+types/home';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';
import { useLocalisedPath } from '../i18n/use-language.ts';
import { useNepaliText } from '../i18n/nepali-text.ts';

/** The home page shows a dozen logos at most: the rest are one tap away on /brands. */
const HOME_BRAND_COUNT = 12;

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  return [
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
    { title: t('catalogue.home.metaTitle') },
    { name: 'description', content: t('catalogue.home.metaDescription') },
  ];
}

/** What the home page shows when its lists cannot be loaded: the default hero and the promises, no lists. */
const EMPTY_HOME: Omit<HomeResponse, 'result'> = {
  categories: [],
  newProducts: [],
  featuredProducts: [],
  brands: [],
  blogs: [],
  layout: DEFAULT_HOME_LAYOUT,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const load = () => loaderApi(context).catalog.home();
  const { list: home, failed } = await listOrEmpty('home page lists', load, EMPTY_HOME);
  return data({ ...home, canonical: pageUrl(context, request, '/') }, listStatus(failed));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, newProducts, featuredProducts, brands, blogs, layout } = loaderData;
  const { t } = useTranslation();
  const localised = useLocalisedPath();
  const inNepali = useNepaliText();
  const categoryHref = (slug: string) => localised(categoryPath(slug));
  const brandHref = (slug: string) => localised(brandPath(slug));
  const allProducts = localised(allProductsLink.to);
  // Each section as staff placed it (/admin/content/home); one with nothing to show stays out.
  const sections: Record<HomeSectionKey, ReactNode> = {
    promises: <ServicePromises servicesHref={localised(sectionLinks.services.to)} trainingsHref={localised(sectionLinks.trainings.to)} />,
    categories: categories.length > 0 && (
      <HomeSection id="home-categories" title={t('catalogue.home.categories')}>
        <CategoryGrid
          categories={categories.map((category) => ({ ...category, title: inNepali(category.title, category.ne.title) }))}
          hrefFor={categoryHref}
        />
      </HomeSection>
    ),
    new_products: newProducts.length > 0 && (
      <HomeSection
        id="home-new"
        title={t('catalogue.home.newProducts')}
        action={{ label: t('catalogue.home.viewAll'), to: allProducts }}
        tone="tinted"
      >
        <ul className="product-grid">
          {newProducts.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </HomeSection>
    ),
    featured_products: featuredProducts.length > 0 && (
      <HomeSection
        id="home-featured"
        title={t('catalogue.home.featuredProducts')}
        action={{ label: t('catalogue.home.viewAll'), to: allProducts }}
      >
        <ul className="product-grid">
          {featuredProducts.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </HomeSection>
    ),
    brands: brands.length > 0 && (
      <HomeSection
        id="home-brands"
        title={t('catalogue.home.brands')}
        action={{ label: t('catalogue.home.allBrands'), to: localised(sectionLinks.brands.to) }}
        tone="tinted"
      >
        <BrandStrip brands={brands.slice(0, HOME_BRAND_COUNT)} hrefFor={brandHref} />
      </HomeSection>
    ),
    blogs: blogs.length > 0 && (
      <HomeSection
        id="home-blogs"
        title={t('catalogue.home.blogs')}
        action={{ label: t('catalogue.home.allPosts'), to: localised(sectionLinks.blogs.to) }}
      >
        <LatestBlogs blogs={blogs} />
      </HomeSection>
    ),
  };
  return (
    <CustomerPrices loadKey="/" load={(customer) => customer.catalog.home()}>
      <Hero hero={layout.hero} searchHref={allProducts} brandsHref={localised(sectionLinks.brands.to)} />
      {layout.sections
        .filter((section) => section.visible)
        .map((section) => (
          <Fragment key={section.key}>{sections[section.key]}</Fragment>
        ))}
    </CustomerPrices>
  );
}
