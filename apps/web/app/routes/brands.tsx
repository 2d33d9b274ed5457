import { useTranslation } from '../i18n/react.tsx';
import { data } from 'react-router';
import { BrandGrid } from '../features/catalog/brand-grid.tsx';
import { PageFrame } from '../ui/page-frame.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { listOrEmpty, listStatus } from '../lib/list-or-empty.ts';
import { notFoundMetaIn, pageMeta, withSiteName } from '../lib/page-meta.ts';
import { metaText } from '../i18n/meta-text.ts';
import type { Route } from './+types/brands';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const load = async () => (await loaderApi(context).catalog.brands()).brands;
  const { list, failed } = await listOrEmpty('brands', load, []);
  return data({ brands: list, canonical: pageUrl(context, request, '/brands') }, listStatus(failed));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  if (!loaderData) return notFoundMetaIn(t);
  return pageMeta({
    title: withSiteName(t('catalogue.brands.title')),
    description: t('catalogue.brands.metaDescription', {
      brands: loaderData.brands
        .slice(0, 6)
        .map((b) => b.title)
        .join(', '),
    }),
    keywords: loaderData.brands.map((b) => b.title).join(', '),
    canonical: loaderData.canonical,
  });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('catalogue.brands.title')}>
      <BrandGrid brands={loaderData.brands} />
    </PageFrame>
  );
}
