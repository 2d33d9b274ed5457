import { data } from 'react-router';
import { BrandGrid } from '../features/catalog/brand-grid.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { notFoundMeta, pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/brands';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).catalog.brands()).brands;
  const { list, failed } = await listOrEmpty('brands', load, []);
  return data({ brands: list, canonical: pageUrl(context, request, '/brands') }, listStatus(failed));
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return notFoundMeta;
  return pageMeta({
    title: withSiteName('Brands'),
    description: `Genuine ${loaderData.brands
      .slice(0, 6)
      .map((b) => b.title)
      .join(', ')} and more: CCTV, recorders, alarms and access control with warranty in Nepal.`,
    keywords: loaderData.brands.map((b) => b.title).join(', '),
    canonical: loaderData.canonical,
  });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title="Brands">
      <BrandGrid brands={loaderData.brands} />
    </PageFrame>
  );
}
