import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX, TOAST_REMOVE_DELAY_MS } from '@suraksha/domain/constants';
import { useState } from 'react';
import { Toaster, useToasterStore } from 'react-hot-toast';
import { usePhoneScreen } from '../lib/use-phone-screen.ts';

/**
 * The one toaster of the site, set up with SPEC §9's timings (which are
 * react-hot-toast's own defaults, stated here so a library upgrade cannot change them).
 * react-hot-toast keeps at most TOAST_LIMIT (20) toasts and pauses them while hovered.
 * On a phone the toasts rise from the bottom edge: at the top, a refused form's messages covered
 * the header and the very field the buyer is sent to fix (issue #14); the field shows its own message.
 */
export function SiteToaster() {
  // The toaster (and the styles it writes into the page) comes with the first toast, not with the
  // page's hydration (decision 0116); it then stays, so later toasts slide in and out as before.
  const { toasts } = useToasterStore();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  return wanted ? <ShopToaster /> : null;
}

function ShopToaster() {
  const phone = usePhoneScreen();
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-center'}
      gutter={phone ? 4 : 8}
      toastOptions={{
        removeDelay: TOAST_REMOVE_DELAY_MS,
        // On a phone a refused form's messages come as a column: smaller ones keep more of the form in view.
        style: phone ? { maxWidth: TOAST_MAX_WIDTH_PX, fontSize: '0.875rem', padding: '4px 8px' } : { maxWidth: TOAST_MAX_WIDTH_PX },
        blank: { duration: TOAST_DURATION_MS.blank },
        error: { duration: TOAST_DURATION_MS.error },
        custom: { duration: TOAST_DURATION_MS.custom },
        success: { duration: TOAST_DURATION_MS.success },
        loading: { duration: TOAST_DURATION_MS.loading },
      }}
    />
  );
}
