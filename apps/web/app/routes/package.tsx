import type { PackageResponse } from '@suraksha/contracts/packages';
import { useCustomerData } from '../features/auth/use-customer-data.ts';
import { loadOrNotFound, slugSegment } from '../features/catalog/load-catalog.ts';
import { SafeHtml } from '../features/content/safe-html.tsx';
import { PackagePage } from '../features/packages/package-page.tsx';
import { packagePath } from '../features/packages/package-tiles.tsx';
import { apiContext, publicEnvContext } from '../lib/api-context.ts';
import { absoluteUrl, notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/package';

// Rendered for a visitor (no prices); a signed-in customer's prices arrive after hydration.
export async function loader({ params, context }: Route.LoaderArgs) {
  const body = await loadOrNotFound<PackageResponse>(context.get(apiContext), `/packages/${slugSegment(params.packageId)}`);
  return { bundle: body.package, canonical: absoluteUrl(context.get(publicEnvContext).publicUrl, packagePath(body.package.slug)) };
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
  const priced = useCustomerData<PackageResponse>(packagePath(loaderData.bundle.slug)).data?.package;
  const bundle = priced?.slug === loaderData.bundle.slug ? priced : loaderData.bundle;
  return <PackagePage bundle={bundle} description={bundle.description ? <SafeHtml html={bundle.description} /> : null} />;
}
