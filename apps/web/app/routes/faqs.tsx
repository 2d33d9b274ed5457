import { FaqAccordion } from '../features/content/faq-accordion.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/faqs';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { faqs } = await loaderApi(context).content.faqs();
  return { faqs, canonical: pageUrl(context, request, '/faqs') };
}

const TITLE = withSiteName('Frequently Asked Questions');

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TITLE }];
  return pageMeta({
    title: TITLE,
    description: 'Answers on delivery, cash on delivery, warranty, installation and returns at Suraksha, Nepal.',
    canonical: loaderData.canonical,
  });
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title="Frequently Asked Questions" width="narrow">
      <FaqAccordion faqs={loaderData.faqs} />
    </PageFrame>
  );
}
