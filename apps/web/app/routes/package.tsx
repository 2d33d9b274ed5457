import { useCustomerData } from '../lib/session/use-customer-data.ts';
import { SafeHtml } from '../features/content/safe-html.tsx';
import { PackagePage } from '../features/packages/package-page.tsx';
import { packagePath } from '../features/packages/package-tiles.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { loadOrNotFound } from '../lib/load-or-not-found.ts';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/package';
import { pageUrl } from '../i18n/page-url.ts';

// Rendered for a visitor (no prices); a signed-in customer's prices arrive after hydration.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const body = await loadOrNotFound(() => loaderApi(context).catalog.package(params.packageId));
  return { bundle: body.package, canonical: pageUrl(context, request, packagePath(body.package.slug)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  const { bundle, canonical } = loaderData;
  return pageMeta({
    title: bundle.seo_title || withSiteName(bundle.title),
    description: bundle.seo_description || bundle.summary,
    keywords: bundle.seo_keyword,
    canonical,
    image: bundle.image,
  });
}

export default function Package({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData.bundle;
  const priced = useCustomerData(packagePath(slug), (customer) => customer.catalog.package(slug)).data?.package;
  const bundle = priced?.slug === loaderData.bundle.slug ? priced : loaderData.bundle;
  return <PackagePage bundle={bundle} description={bundle.description ? <SafeHtml html={bundle.description} /> : null} />;
}
