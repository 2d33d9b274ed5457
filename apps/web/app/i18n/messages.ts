import en from './messages/en.json' with { type: 'json' };
import ne from './messages/ne.json' with { type: 'json' };
import type { Language } from '@suraksha/domain/site-languages';

/**
 * Every storefront string, per language. English is the source: its texts are the SPEC's, word for
 * word; ne.json must carry the very same keys (messages.test.ts). Plain JSON so that the server can
 * use the same files for the customer's mails.
 */
export const MESSAGES = { en, ne } as const satisfies Record<Language, typeof en>;
