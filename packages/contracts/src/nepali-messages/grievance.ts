import { FORM_MESSAGES } from '../inbound-form-messages.ts';
import { GRIEVANCE_MESSAGES } from '../grievance-messages.ts';

/** The complaint form's messages in Nepali, keyed by their English text (nepali-messages.ts). */
export const GRIEVANCE_NEPALI: Readonly<Record<string, string>> = {
  [GRIEVANCE_MESSAGES.categoryRequired]: 'कृपया तपाईंको गुनासो कुन विषयमा हो, छान्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionRequired]: 'कृपया तपाईंको गुनासो लेख्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionShort]: 'कृपया तपाईंको गुनासो कम्तीमा २० अक्षरमा लेख्नुहोस्।',
  [GRIEVANCE_MESSAGES.descriptionLong]: 'विवरण बढीमा ५००० अक्षरको हुनुपर्छ।',
  [FORM_MESSAGES.nameRequired]: 'कृपया तपाईंको नाम लेख्नुहोस्।',
  [FORM_MESSAGES.nameShort]: 'नाम कम्तीमा २ अक्षरको हुनुपर्छ।',
  [FORM_MESSAGES.nameLong]: 'नाम बढीमा १०० अक्षरको हुनुपर्छ।',
  [FORM_MESSAGES.emailRequired]: 'कृपया तपाईंको इमेल ठेगाना लेख्नुहोस्।',
  [FORM_MESSAGES.emailInvalid]: 'कृपया सही इमेल ठेगाना लेख्नुहोस्।',
  [FORM_MESSAGES.emailLong]: 'इमेल ठेगाना धेरै लामो भयो।',
  [FORM_MESSAGES.phoneRequired]: 'कृपया तपाईंको फोन नम्बर लेख्नुहोस्।',
  [FORM_MESSAGES.phoneInvalid]: 'कृपया नेपालको सही फोन नम्बर लेख्नुहोस्, जस्तै 9801234567 वा 01-4123456।',
  [FORM_MESSAGES.attachmentType]: 'संलग्न फाइल JPEG, PNG वा WebP तस्बिर वा PDF हुनुपर्छ।',
  [FORM_MESSAGES.fileTooLarge]: 'फाइल बढीमा 5 MB को हुनुपर्छ।',
  [FORM_MESSAGES.fileUnreadable]: 'फाइल पढ्न सकिएन। कृपया अर्को प्रति संलग्न गर्नुहोस्।',
  [FORM_MESSAGES.tooLong(40)]: 'यो बढीमा ४० अक्षरको हुनुपर्छ।',
};
