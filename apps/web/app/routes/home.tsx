import type { HomeResponse } from '@suraksha/contracts/home';
import { DEFAULT_HOME_LAYOUT, type HomeSectionKey } from '@suraksha/contracts/home-layout-messages';
import { Fragment, type ReactNode } from 'react';
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

/** The home page shows a dozen logos at most: the rest are one tap away on /brands. */
const HOME_BRAND_COUNT = 12;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
    { title: 'Suraksha — CCTV, NVR, alarms and access control in Nepal' },
    {
      name: 'description',
      content:
        'Buy CCTV cameras, NVR/DVR recorders, alarms, video door phones and access control from trusted brands in Nepal. Cash on Delivery all over Nepal; our shop is in Kalanki, Kathmandu.',
    },
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
  // Each section as staff placed it (/admin/content/home); one with nothing to show stays out.
  const sections: Record<HomeSectionKey, ReactNode> = {
    promises: <ServicePromises servicesHref={sectionLinks.services.to} trainingsHref={sectionLinks.trainings.to} />,
    categories: categories.length > 0 && (
      <HomeSection id="home-categories" title="Shop by category">
        <CategoryGrid categories={categories} hrefFor={categoryPath} />
      </HomeSection>
    ),
    new_products: newProducts.length > 0 && (
      <HomeSection id="home-new" title="New arrivals" action={{ label: 'View all', to: allProductsLink.to }} tone="tinted">
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
      <HomeSection id="home-featured" title="Featured products" action={{ label: 'View all', to: allProductsLink.to }}>
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
      <HomeSection id="home-brands" title="Brands we carry" action={{ label: 'All brands', to: sectionLinks.brands.to }} tone="tinted">
        <BrandStrip brands={brands.slice(0, HOME_BRAND_COUNT)} hrefFor={brandPath} />
      </HomeSection>
    ),
    blogs: blogs.length > 0 && (
      <HomeSection id="home-blogs" title="Latest from our blog" action={{ label: 'All posts', to: sectionLinks.blogs.to }}>
        <LatestBlogs blogs={blogs} />
      </HomeSection>
    ),
  };
  return (
    <CustomerPrices loadKey="/" load={(customer) => customer.catalog.home()}>
      <Hero hero={layout.hero} searchHref={allProductsLink.to} brandsHref={sectionLinks.brands.to} />
      {layout.sections
        .filter((section) => section.visible)
        .map((section) => (
          <Fragment key={section.key}>{sections[section.key]}</Fragment>
        ))}
    </CustomerPrices>
  );
}
