import { GRIEVANCE_MESSAGES } from '../grievance-messages.ts';

/** The complaint form's own messages in Nepali, keyed by their English text; its name, phone, e-mail and file messages are the inbound forms' (forms.ts). */
export const GRIEVANCE_NEPALI: Readonly<Record<string, string>> = {
  [GRIEVANCE_MESSAGES.categoryRequired]: 'कृपया तपाईंको गुनासो कुन विषयमा हो, छान्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionRequired]: 'कृपया तपाईंको गुनासो लेख्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionShort]: 'कृपया तपाईंको गुनासो कम्तीमा २० अक्षरमा लेख्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionLong]: 'विवरण बढीमा ५००० अक्षरको हुनुपर्छ।',
};
