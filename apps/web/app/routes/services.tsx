import { useTranslation } from '../i18n/react.tsx';
import { ServiceCards } from '../features/content/service-cards.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/services';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await loaderApi(context).content.services();
  return { services, canonical: pageUrl(context, request, '/services') };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('content.services.title'));
  if (!loaderData) return [{ title }];
  return pageMeta({
    title,
    description: t('content.services.description'),
    canonical: loaderData.canonical,
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('content.services.title')} intro={<p>{t('content.services.intro')}</p>}>
      <ServiceCards services={loaderData.services} />
    </PageFrame>
  );
}
