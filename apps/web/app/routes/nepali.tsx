import { Outlet } from 'react-router';
import { addNepali } from '../i18n/nepali.ts';

addNepali();

/**
 * The Nepali storefront's language layout at /ne: it brings the Nepali messages to the page's JavaScript
 * (React Router preloads a matched route's imports), so English pages never load them (decision 0133).
 */
export default function Nepali() {
  return <Outlet />;
}
