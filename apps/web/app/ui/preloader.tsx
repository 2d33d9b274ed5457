import { FADE_MS, PRELOADER_FADE_MS } from '@suraksha/domain/constants';
import type { CSSProperties } from 'react';
import { useNavigation } from 'react-router';
import { ShieldMark } from './shield-mark.tsx';

// The animation timings come from SPEC §9 through CSS custom properties.
const timings = {
  '--preloader-hold': `${PRELOADER_FADE_MS - FADE_MS}ms`,
  '--preloader-fade': `${FADE_MS}ms`,
} as CSSProperties;

/**
 * SPEC's preloader, as a slim bar at the top rather than a cover over the page:
 * the server-rendered content stays visible and usable from the first paint.
 * On page load it runs once in pure CSS and is gone at PRELOADER_FADE_MS (no
 * JavaScript needed); during client-side navigations it shows until the new page is ready.
 */
export function Preloader() {
  const busy = useNavigation().state !== 'idle';
  return (
    <>
      <div className="preloader preloader--boot" style={timings} aria-hidden="true">
        <div className="preloader__bar" />
        <div className="preloader__rider">
          <ShieldMark size={16} />
        </div>
      </div>
      {busy && (
        <div className="preloader preloader--busy" style={timings} aria-hidden="true" data-testid="navigation-progress">
          <div className="preloader__bar" />
          <div className="preloader__rider">
            <ShieldMark size={16} />
          </div>
        </div>
      )}
    </>
  );
}
