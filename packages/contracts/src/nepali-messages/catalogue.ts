import { COMPARE_LIMIT, COMPARE_MESSAGES } from '../compare-messages.ts';
import { QUOTE_LIMITS, QUOTE_MESSAGES, quoteThanks } from '../quote-request-messages.ts';

// The catalogue's messages in Nepali (issue #19): the compare toasts and answers, the wishlist's toasts and
// answers, the Request Form's field messages, and the catalogue calls' refusals. Keyed by the exact English.

const Q = QUOTE_MESSAGES;

/**
 * The wishlist's answers (packages/contracts wishlist.ts WISHLIST_MESSAGES; written out here because that
 * file loads zod and this table is read in the browser).
 */
const WISHLIST_IN_NEPALI: Readonly<Record<string, string>> = {
  'Added to wishlist!': 'मनपर्ने सूचीमा राखियो!',
  'Removed from wishlist!': 'मनपर्ने सूचीबाट हटाइयो!',
  'This item is not in your wishlist.': 'यो सामान तपाईंको मनपर्ने सूचीमा छैन।',
  'Login required!': 'कृपया पहिले लगइन गर्नुहोस्!',
};

export const CATALOGUE_IN_NEPALI: Readonly<Record<string, string>> = {
  ...WISHLIST_IN_NEPALI,
  [COMPARE_MESSAGES.tooMany]: `बढीमा ${COMPARE_LIMIT} वटा सामानको मात्र तुलना गर्न सकिन्छ। अर्को थप्न एउटा हटाउनुहोस्।`,
  [COMPARE_MESSAGES.badSlug]: 'यो तुलना गर्न मिल्ने सामानको लिङ्क होइन।',
  [COMPARE_MESSAGES.added]: 'तुलनामा थपियो',
  [COMPARE_MESSAGES.removed]: 'तुलनाबाट हटाइयो',
  'Brand not found.': 'ब्रान्ड भेटिएन।',
  'Category not found.': 'श्रेणी भेटिएन।',
  [Q.productNotFound]: 'सामान भेटिएन।',
  [Q.typeRequired]: 'कृपया प्रयोगकर्ताको किसिम छान्नुहोस्: व्यक्तिगत वा कम्पनी।',
  // Its e-mail, phone and address messages are the inbound forms' own texts (forms.ts).
  [Q.fullNameRequired]: 'कृपया आफ्नो पूरा नाम लेख्नुहोस्।',
  [Q.fullNameShort]: `पूरा नाम कम्तीमा ${QUOTE_LIMITS.fullNameMin} अक्षरको हुनुपर्छ।`,
  [Q.fullNameLong]: `पूरा नाम बढीमा ${QUOTE_LIMITS.fullNameMax} अक्षरको हुनुपर्छ।`,
  [Q.companyNameRequired]: 'कृपया आफ्नो कम्पनीको नाम लेख्नुहोस्।',
  [Q.companyNameLong]: `कम्पनीको नाम बढीमा ${QUOTE_LIMITS.companyNameMax} अक्षरको हुनुपर्छ।`,
  [Q.addressLong]: `ठेगाना बढीमा ${QUOTE_LIMITS.addressMax} अक्षरको हुनुपर्छ।`,
  [Q.messageLong]: `सन्देश बढीमा ${QUOTE_LIMITS.messageMax} अक्षरको हुनुपर्छ।`,
  // The thanks carries the request's reference: a {{placeholder}} key, filled in where messageIn reads templates.
  [quoteThanks('{{reference}}')]:
    'धन्यवाद! तपाईंको अनुरोध प्राप्त भयो, हाम्रो टोलीले छिट्टै तपाईंलाई सम्पर्क गर्नेछ। तपाईंको सन्दर्भ नम्बर {{reference}} हो।',
};
