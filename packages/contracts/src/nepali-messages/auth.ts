import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account-messages.ts';
import { CANCEL_REASON_MAX, ORDER_MESSAGES } from '../order-messages.ts';
import { SAVED_ADDRESS_MESSAGES } from '../saved-address-messages.ts';

/**
 * The sign-in and account screens' messages in Nepali (issue #19), keyed by their exact English text:
 * what the forms say themselves (ACCOUNT_MESSAGES, the saved address, the order cancel) and what the
 * accounts API answers them (validation, wrong password, codes). Messages with a value inside them
 * (an order number, tries left) are not here: they stay English until the API sends them whole.
 */
export const AUTH_NEPALI: Readonly<Record<string, string>> = {
  [ACCOUNT_MESSAGES.resendSuccess]: 'तपाईंको इमेल ठेगानामा नयाँ प्रमाणीकरण कोड पठाइएको छ।',
  [ACCOUNT_MESSAGES.verified]: 'तपाईंको इमेल ठेगाना प्रमाणित भयो।',
  [ACCOUNT_MESSAGES.emptyCode]: 'कृपया आफ्नो प्रमाणीकरण कोड लेख्नुहोस्।',
  [ACCOUNT_MESSAGES.logout]: 'तपाईं सफलतापूर्वक लगआउट हुनुभयो',
  [ACCOUNT_MESSAGES.passwordMismatch]: 'दोहोर्‍याएर लेखेको पासवर्ड मिलेन।',
  [ACCOUNT_MESSAGES.forgotSent]: 'त्यो इमेल ठेगानाको खाता भए, हामीले पासवर्ड रिसेट गर्ने कोड पठाएका छौं।',
  [ACCOUNT_MESSAGES.passwordReset]: 'तपाईंको पासवर्ड रिसेट भयो। कृपया नयाँ पासवर्डले लगइन गर्नुहोस्।',
  [ACCOUNT_MESSAGES.passwordChanged]: 'तपाईंको पासवर्ड बदलियो।',
  [ACCOUNT_MESSAGES.profileUpdated]: 'तपाईंको प्रोफाइल अद्यावधिक भयो।',
  [ACCOUNT_MESSAGES.registered]: 'अगाडि बढ्न कृपया आफ्नो इमेल हेर्नुहोस्: हामीले यो ठेगानामा सन्देश पठाएका छौं।',
  [ACCOUNT_MESSAGES.verifyFirst]: 'कृपया पहिले आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्: हामीले पठाएको ६ अङ्कको कोड लेख्नुहोस्।',
  [ACCOUNT_MESSAGES.accountDisabled]: 'यो खाता बन्द गरिएको छ। कृपया पसलमा सम्पर्क गर्नुहोस्।',
  [SAVED_ADDRESS_MESSAGES.saved]: 'तपाईंको डेलिभरी ठेगाना सेभ भयो।',
  [ORDER_MESSAGES.notFound]: 'अर्डर भेटिएन।',
  [ORDER_MESSAGES.reasonRequired]: 'कृपया अर्डर किन रद्द गर्दै हुनुहुन्छ, लेख्नुहोस्।',
  [ORDER_MESSAGES.reasonTooLong]: `कृपया कारण ${CANCEL_REASON_MAX} अक्षरभित्र लेख्नुहोस्।`,
  // The accounts API's answers (packages/contracts/src/accounts.ts and apps/server/src/modules/accounts).
  'Please enter a valid phone number.': 'कृपया सही फोन नम्बर लेख्नुहोस्।',
  'Please enter a password.': 'कृपया पासवर्ड लेख्नुहोस्।',
  'Please enter your password.': 'कृपया आफ्नो पासवर्ड लेख्नुहोस्।',
  'Please confirm the password.': 'कृपया पासवर्ड फेरि लेख्नुहोस्।',
  [`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`]: `पासवर्ड कम्तीमा ${PASSWORD_MIN_LENGTH} अक्षरको हुनुपर्छ।`,
  [`The password must be at most ${PASSWORD_MAX_LENGTH} characters.`]: `पासवर्ड बढीमा ${PASSWORD_MAX_LENGTH} अक्षरको हुनुपर्छ।`,
  'The password is too long.': 'पासवर्ड धेरै लामो भयो।',
  'The password must not be your e-mail address.': 'पासवर्ड तपाईंको इमेल ठेगाना नै हुनु हुँदैन।',
  'This password is too common. Please choose a less guessable one.':
    'यो पासवर्ड धेरैले प्रयोग गर्छन्। कृपया अरूले सजिलै अनुमान गर्न नसक्ने पासवर्ड छान्नुहोस्।',
  'This password is too easy to guess. Please choose a less guessable one.':
    'यो पासवर्ड अनुमान गर्न धेरै सजिलो छ। कृपया अरूले सजिलै अनुमान गर्न नसक्ने पासवर्ड छान्नुहोस्।',
  'The e-mail address or password is incorrect.': 'इमेल ठेगाना वा पासवर्ड मिलेन।',
  'The current password is incorrect.': 'हालको पासवर्ड मिलेन।',
  'Your account has no password yet. Use "Forgot password" to set one.':
    'तपाईंको खातामा अहिलेसम्म पासवर्ड छैन। पासवर्ड राख्न "पासवर्ड बिर्सनुभयो" प्रयोग गर्नुहोस्।',
  'This referral code is not valid.': 'यो रेफरल कोड मान्य छैन।',
  'You cannot use your own referral code.': 'तपाईं आफ्नै रेफरल कोड प्रयोग गर्न सक्नुहुन्न।',
  'Please log in to continue.': 'अगाडि बढ्न कृपया लगइन गर्नुहोस्।',
  'Your session has ended. Please log in again.': 'तपाईंको सत्र सकियो। कृपया फेरि लगइन गर्नुहोस्।',
  'The verification code is 6 digits.': 'प्रमाणीकरण कोड ६ अङ्कको हुन्छ।',
  'The verification code is wrong. Please ask for a new one.': 'प्रमाणीकरण कोड मिलेन। कृपया नयाँ कोड माग्नुहोस्।',
  'This verification code has expired or can no longer be used. Please ask for a new one.':
    'यो प्रमाणीकरण कोडको म्याद सकियो वा अब प्रयोग गर्न मिल्दैन। कृपया नयाँ कोड माग्नुहोस्।',
  'Your e-mail address is already verified.': 'तपाईंको इमेल ठेगाना पहिले नै प्रमाणित छ।',
  'Please wait a minute before asking for another code.': 'अर्को कोड माग्नुअघि कृपया एक मिनेट पर्खनुहोस्।',
  'You have asked for too many codes. Please try again in an hour.': 'तपाईंले धेरै पटक कोड माग्नुभयो। कृपया एक घण्टापछि फेरि प्रयास गर्नुहोस्।',
  'The reset code is wrong or has expired. Please ask for a new one.': 'रिसेट कोड मिलेन वा म्याद सकियो। कृपया नयाँ कोड माग्नुहोस्।',
  'Too many requests. Please wait a moment and try again.': 'धेरै अनुरोध भए। कृपया केही बेर पर्खेर फेरि प्रयास गर्नुहोस्।',
  'Google sign-in failed. Please try again.': 'Google बाट लगइन हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
  'Google sign-in is not available.': 'Google बाट लगइन अहिले उपलब्ध छैन।',
  'Google sign-in was cancelled.': 'Google बाट लगइन रद्द गरियो।',
  'Your Google e-mail address is not verified, so it cannot be used to sign in.':
    'तपाईंको Google इमेल ठेगाना प्रमाणित छैन, त्यसैले यसबाट लगइन गर्न मिल्दैन।',
  'Your Google sign-in took too long or was started in another browser. Please try again.':
    'Google बाट लगइन गर्न धेरै समय लाग्यो वा अर्कै ब्राउजरमा सुरु गरिएको थियो। कृपया फेरि प्रयास गर्नुहोस्।',
  'This e-mail address is already linked to another Google account.': 'यो इमेल ठेगाना अर्कै Google खातासँग जोडिएको छ।',
};
