import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_MESSAGES } from '../grievance-messages.ts';

/** The complaint form's own messages in Nepali, keyed by their English text; its name, phone, e-mail and file messages are the inbound forms' (forms.ts). */
export const GRIEVANCE_NEPALI: Readonly<Record<string, string>> = {
  [GRIEVANCE_MESSAGES.categoryRequired]: 'कृपया तपाईंको गुनासो कुन विषयमा हो, छान्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionRequired]: 'कृपया तपाईंको गुनासो लेख्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionShort]: 'कृपया तपाईंको गुनासो कम्तीमा २० अक्षरमा लेख्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionLong]: 'विवरण बढीमा ५००० अक्षरको हुनुपर्छ।',
  // What a complaint is about, as the acknowledgement mail names it (the form's own labels are in its message files).
  [GRIEVANCE_CATEGORY_LABELS.delivery]: 'डेलिभरी',
  [GRIEVANCE_CATEGORY_LABELS.product_warranty]: 'सामान वा वारेन्टी',
  [GRIEVANCE_CATEGORY_LABELS.refund_return]: 'रकम फिर्ता वा सामान फिर्ता',
  [GRIEVANCE_CATEGORY_LABELS.pricing_invoice]: 'मूल्य वा बिल',
  [GRIEVANCE_CATEGORY_LABELS.privacy]: 'गोपनीयता',
  [GRIEVANCE_CATEGORY_LABELS.other]: 'अन्य',
};
