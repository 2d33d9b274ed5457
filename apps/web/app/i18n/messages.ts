import enLayout from './messages/en/layout.json' with { type: 'json' };
import neLayout from './messages/ne/layout.json' with { type: 'json' };
import enAuth from './messages/en/auth.json' with { type: 'json' };
import neAuth from './messages/ne/auth.json' with { type: 'json' };
import enAccount from './messages/en/account.json' with { type: 'json' };
import neAccount from './messages/ne/account.json' with { type: 'json' };
import enGrievance from './messages/en/grievance.json' with { type: 'json' };
import neGrievance from './messages/ne/grievance.json' with { type: 'json' };
import enContent from './messages/en/content.json' with { type: 'json' };
import neContent from './messages/ne/content.json' with { type: 'json' };
import enForms from './messages/en/forms.json' with { type: 'json' };
import neForms from './messages/ne/forms.json' with { type: 'json' };
import enCatalogue from './messages/en/catalogue.json' with { type: 'json' };
import neCatalogue from './messages/ne/catalogue.json' with { type: 'json' };
import enCommon from './messages/en/common.json' with { type: 'json' };
import neCommon from './messages/ne/common.json' with { type: 'json' };
import enVat from './messages/en/vat.json' with { type: 'json' };
import neVat from './messages/ne/vat.json' with { type: 'json' };
import enBag from './messages/en/bag.json' with { type: 'json' };
import neBag from './messages/ne/bag.json' with { type: 'json' };
import enCheckout from './messages/en/checkout.json' with { type: 'json' };
import neCheckout from './messages/ne/checkout.json' with { type: 'json' };
import enTracking from './messages/en/tracking.json' with { type: 'json' };
import neTracking from './messages/ne/tracking.json' with { type: 'json' };
import enInvoice from './messages/en/invoice.json' with { type: 'json' };
import neInvoice from './messages/ne/invoice.json' with { type: 'json' };
import type { Language } from '@suraksha/domain/site-languages';

/**
 * Every storefront string, per language, one file per area of the shop (layout: header, menu,
 * footer; the others under their own key, e.g. `checkout.placeOrder`). English is the source: its
 * texts are the SPEC's, word for word; the Nepali files must carry the very same keys
 * (messages.test.ts). An area is added here twice, once per language, and nowhere else.
 */
const en = {
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
const ne = {
  ...neLayout,
  auth: neAuth,
  account: neAccount,
  grievance: neGrievance,
  content: neContent,
  forms: neForms,
  catalogue: neCatalogue,
  common: neCommon,
  vat: neVat,
  bag: neBag,
  checkout: neCheckout,
  tracking: neTracking,
  invoice: neInvoice,
};

export const MESSAGES = { en, ne } as const satisfies Record<Language, typeof en>;

/** The English messages' shape: t('…') must name one of its keys (i18next.d.ts). */
export type Messages = typeof en;
