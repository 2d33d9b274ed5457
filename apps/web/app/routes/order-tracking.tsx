import type { TrackingResponse } from '@suraksha/contracts/order-tracking';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../i18n/react.tsx';
import { data } from 'react-router';
import { languageOfPath } from '@suraksha/domain/site-languages';
import { i18nFor } from '../i18n/i18n.ts';
import { useMessageText } from '../i18n/use-message-text.ts';
import { useBrowserApi } from '../lib/browser-api.ts';
import { OrderCard } from '../features/order-tracking/order-card.tsx';
import '../features/order-tracking/order-tracking.css';
import { lookupOf, missingFieldsMessage, trackOrder } from '../features/order-tracking/track-order.ts';
import { TrackingForm } from '../features/order-tracking/tracking-form.tsx';
import { apiContext } from '../lib/api-context.ts';
import { PageFrame } from '../ui/page-frame.tsx';
import type { Route } from './+types/order-tracking';

export const meta: Route.MetaFunction = ({ location }) => {
  const { t } = i18nFor(languageOfPath(location.pathname));
  return [{ title: t('tracking.metaTitle') }, { name: 'description', content: t('tracking.metaDescription') }];
};

/** The form posted without JavaScript: the same checks and call, answered as a page. */
export async function action({ request, context }: Route.ActionArgs) {
  const lookup = lookupOf(await request.formData());
  const missing = missingFieldsMessage(lookup);
  if (missing) return data({ kind: 'refused' as const, messages: [missing], lookup }, { status: 400 });
  const outcome = await trackOrder(context.get(apiContext), lookup);
  if (outcome.kind === 'found') return { kind: 'found' as const, tracking: outcome.tracking, lookup };
  if (outcome.kind === 'refused') return data({ kind: 'refused' as const, messages: outcome.messages, lookup }, { status: outcome.status });
  // SPEC §8: a failed lookup is only logged (trackOrder did); the page shows the form again.
  return data({ kind: 'failed' as const, lookup }, { status: 503 });
}

/** SPEC §2 /order-tracking: e-mail and order number, then a card with the order. */
export default function OrderTracking({ actionData }: Route.ComponentProps) {
  const api = useBrowserApi();
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [tracking, setTracking] = useState<TrackingResponse | null>(actionData?.kind === 'found' ? actionData.tracking : null);
  const [busy, setBusy] = useState(false);
  // Once the visitor submits with JavaScript, the answer of an earlier page POST no longer applies.
  const [submitted, setSubmitted] = useState(false);

  async function track(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const lookup = lookupOf(new FormData(event.currentTarget));
    const missing = missingFieldsMessage(lookup);
    if (missing) {
      toast.error(messageText(missing), { id: missing });
      return;
    }
    setBusy(true);
    setTracking(null);
    const outcome = await trackOrder(api, lookup);
    setBusy(false);
    if (outcome.kind === 'found') setTracking(outcome.tracking);
    // SPEC §5 and §8: each server message as its own error toast; a network failure was only logged.
    if (outcome.kind === 'refused') for (const message of outcome.messages) toast.error(messageText(message), { id: message });
  }

  const pageErrors = !submitted && actionData?.kind === 'refused' ? actionData.messages : [];
  return (
    <PageFrame title={t('tracking.title')} intro={<p>{t('tracking.intro')}</p>} width="narrow">
      <TrackingForm busy={busy} defaults={actionData?.lookup} onSubmit={track} />
      {pageErrors.length > 0 && (
        <div className="alert alert-danger" role="alert">
          {pageErrors.map((message) => (
            <p key={message} className="mb-0">
              {messageText(message)}
            </p>
          ))}
        </div>
      )}
      {tracking && <OrderCard tracking={tracking} />}
    </PageFrame>
  );
}
