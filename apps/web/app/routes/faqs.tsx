import { FaqAccordion } from '../features/content/faq-accordion.tsx';
import { loaderApi, publicEnvContext } from '../lib/api-context.ts';
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
    <div className="container content-page">
      <header className="content-page__header">
        <h1 className="content-page__title">Frequently Asked Questions</h1>
      </header>
      <div className="row">
        <div className="col-lg-9 col-xl-8">
          <FaqAccordion faqs={loaderData.faqs} />
        </div>
      </div>
    </div>
  );
}
