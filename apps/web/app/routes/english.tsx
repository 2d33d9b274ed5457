import { Outlet } from 'react-router';
import { addEnglish } from '../i18n/english.ts';

addEnglish();

/**
 * The English storefront's language layout: it brings the English messages to the page's JavaScript
 * (React Router preloads a matched route's imports) and renders the storefront inside (decision 0133).
 */
export default function English() {
  return <Outlet />;
}
