import neLayout from './messages/ne/layout.json' with { type: 'json' };
import neAuth from './messages/ne/auth.json' with { type: 'json' };
import neAccount from './messages/ne/account.json' with { type: 'json' };
import neGrievance from './messages/ne/grievance.json' with { type: 'json' };
import neContent from './messages/ne/content.json' with { type: 'json' };
import neForms from './messages/ne/forms.json' with { type: 'json' };
import neCatalogue from './messages/ne/catalogue.json' with { type: 'json' };
import neCommon from './messages/ne/common.json' with { type: 'json' };
import neVat from './messages/ne/vat.json' with { type: 'json' };
import neBag from './messages/ne/bag.json' with { type: 'json' };
import neCheckout from './messages/ne/checkout.json' with { type: 'json' };
import neTracking from './messages/ne/tracking.json' with { type: 'json' };
import neInvoice from './messages/ne/invoice.json' with { type: 'json' };
import { messageIn } from '@suraksha/contracts/nepali-messages';
import { addMessages } from './i18n.ts';
import { addNepaliMessageLookup } from './use-message-text.ts';

/**
 * Every storefront string in Nepali: the same keys as english.ts (messages.test.ts), and the Nepali of the
 * API's fixed messages. Added by the Nepali storefront's language layout alone, so an English page's
 * JavaScript carries neither (decision 0133).
 */
export const NEPALI = {
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

/** Makes the Nepali messages and the Nepali of the API's messages known: called by the Nepali layout. */
export function addNepali(): void {
  addMessages('ne', NEPALI);
  addNepaliMessageLookup((text) => messageIn(text, 'ne'));
}
