import { TRACKING_MESSAGES } from '../order-tracking-messages.ts';

/**
 * Order tracking's messages in Nepali (issue #19), keyed by their exact English text: the form's check and the
 * lookup's answers ('Please enter a valid e-mail address.' is the forms' and has its Nepali there).
 */
export const TRACKING_NEPALI: Readonly<Record<string, string>> = {
  [TRACKING_MESSAGES.required]: 'कृपया आफ्नो इमेल र अर्डर नम्बर लेख्नुहोस्।',
  [TRACKING_MESSAGES.emailRequired]: 'कृपया आफ्नो इमेल लेख्नुहोस्।',
  [TRACKING_MESSAGES.orderNumberRequired]: 'कृपया आफ्नो अर्डर नम्बर लेख्नुहोस्।',
  [TRACKING_MESSAGES.orderNumberInvalid]: 'यो अर्डर नम्बर होइन।',
  [TRACKING_MESSAGES.notFound]: 'यो इमेल र अर्डर नम्बरको कुनै अर्डर भेटिएन।',
};
