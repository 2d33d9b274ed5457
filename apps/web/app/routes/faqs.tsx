import { FaqAccordion } from '../features/content/faq-accordion.tsx';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { absoluteUrl } from '@suraksha/domain/site-url';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/faqs';

export async function loader({ context }: Route.LoaderArgs) {
  const { faqs } = await loaderApi(context).content.faqs();
  return { faqs, canonical: absoluteUrl(context.get(publicEnvContext).publicUrl, '/faqs') };
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
