import { useTranslation } from '../i18n/react.tsx';
import { FaqAccordion } from '../features/content/faq-accordion.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/faqs';
import { pageUrl } from '../i18n/page-url.ts';
import { metaText } from '../i18n/meta-text.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { faqs } = await loaderApi(context).content.faqs();
  return { faqs, canonical: pageUrl(context, request, '/faqs') };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const t = metaText(location);
  const title = withSiteName(t('content.faqs.title'));
  if (!loaderData) return [{ title }];
  return pageMeta({
    title,
    description: t('content.faqs.description'),
    canonical: loaderData.canonical,
  });
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('content.faqs.title')} width="narrow">
      <FaqAccordion faqs={loaderData.faqs} />
    </PageFrame>
  );
}
