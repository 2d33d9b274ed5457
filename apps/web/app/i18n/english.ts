import enLayout from './messages/en/layout.json' with { type: 'json' };
import enAuth from './messages/en/auth.json' with { type: 'json' };
import enAccount from './messages/en/account.json' with { type: 'json' };
import enGrievance from './messages/en/grievance.json' with { type: 'json' };
import enContent from './messages/en/content.json' with { type: 'json' };
import enForms from './messages/en/forms.json' with { type: 'json' };
import enCatalogue from './messages/en/catalogue.json' with { type: 'json' };
import enCommon from './messages/en/common.json' with { type: 'json' };
import enVat from './messages/en/vat.json' with { type: 'json' };
import enBag from './messages/en/bag.json' with { type: 'json' };
import enCheckout from './messages/en/checkout.json' with { type: 'json' };
import enTracking from './messages/en/tracking.json' with { type: 'json' };
import enInvoice from './messages/en/invoice.json' with { type: 'json' };
import { addMessages } from './i18n.ts';

/**
 * Every storefront string in English, one file per area of the shop (layout: header, menu, footer; the
 * others under their own key, e.g. `checkout.placeOrder`); its texts are the SPEC's, word for word.
 * Added by the pages that speak English (the English storefront's language layout and the back office), so
 * a Nepali page's JavaScript does not carry it (decision 0133).
 */
export const ENGLISH = {
  ...enLayout,
  auth: enAuth,
  account: enAccount,
  grievance: enGrievance,
  content: enContent,
  forms: enForms,
  catalogue: enCatalogue,
  common: enCommon,
  vat: enVat,
  bag: enBag,
  checkout: enCheckout,
  tracking: enTracking,
  invoice: enInvoice,
};

/** Makes the English messages known to the translators: called by the modules of the pages that speak English. */
export function addEnglish(): void {
  addMessages('en', ENGLISH);
}
