import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX, TOAST_REMOVE_DELAY_MS } from '@suraksha/domain/constants';
import { Toaster } from 'react-hot-toast';

/**
 * The one toaster of the site, set up with SPEC §9's timings (which are
 * react-hot-toast's own defaults, stated here so a library upgrade cannot change them).
 * react-hot-toast keeps at most TOAST_LIMIT (20) toasts and pauses them while hovered.
 */
export function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        removeDelay: TOAST_REMOVE_DELAY_MS,
        style: { maxWidth: TOAST_MAX_WIDTH_PX },
        blank: { duration: TOAST_DURATION_MS.blank },
        error: { duration: TOAST_DURATION_MS.error },
        custom: { duration: TOAST_DURATION_MS.custom },
        success: { duration: TOAST_DURATION_MS.success },
        loading: { duration: TOAST_DURATION_MS.loading },
      }}
    />
  );
}
