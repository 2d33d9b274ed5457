import { ServiceCards } from '../features/content/service-cards.tsx';
import { loaderApi } from '../lib/api-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import { pageMeta, withSiteName } from '../lib/page-meta.ts';
import type { Route } from './+types/services';
import { pageUrl } from '../i18n/page-url.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await loaderApi(context).content.services();
  return { services, canonical: pageUrl(context, request, '/services') };
}

const TITLE = withSiteName('Services');

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: TITLE }];
  return pageMeta({
    title: TITLE,
    description: 'CCTV installation, site surveys, maintenance contracts and network cabling by Suraksha technicians in Kathmandu valley.',
    canonical: loaderData.canonical,
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title="Services" intro={<p>Installation, surveys and maintenance by our own technicians.</p>}>
      <ServiceCards services={loaderData.services} />
    </PageFrame>
  );
}
