import { ACCOUNT_MESSAGES } from '../account-messages.ts';

/**
 * Log in, register, passwords, profile and e-mail verification in Nepali. The messages written out
 * in English live in ../accounts.ts (zod) or in the server's accounts module; nepali-messages.test.ts
 * and the server's answer-language test check that each of them has its entry here.
 */
export const NEPALI_ACCOUNT_MESSAGES: Readonly<Record<string, string>> = {
  [ACCOUNT_MESSAGES.resendSuccess]: 'तपाईंको इमेल ठेगानामा नयाँ प्रमाणीकरण कोड पठाइएको छ।',
  [ACCOUNT_MESSAGES.verified]: 'तपाईंको इमेल ठेगाना प्रमाणित भयो।',
  [ACCOUNT_MESSAGES.emptyCode]: 'कृपया आफ्नो प्रमाणीकरण कोड लेख्नुहोस्।',
  [ACCOUNT_MESSAGES.logout]: 'तपाईं सफलतापूर्वक लगआउट हुनुभयो',
  [ACCOUNT_MESSAGES.passwordMismatch]: 'पासवर्ड पुष्टि मिलेन।',
  [ACCOUNT_MESSAGES.forgotSent]: 'त्यो इमेल ठेगानाको खाता छ भने, हामीले पासवर्ड रिसेट गर्ने कोड पठाएका छौं।',
  [ACCOUNT_MESSAGES.passwordReset]: 'तपाईंको पासवर्ड रिसेट भयो। कृपया नयाँ पासवर्डले लगइन गर्नुहोस्।',
  [ACCOUNT_MESSAGES.passwordChanged]: 'तपाईंको पासवर्ड परिवर्तन भयो।',
  [ACCOUNT_MESSAGES.profileUpdated]: 'तपाईंको प्रोफाइल अद्यावधिक भयो।',
  [ACCOUNT_MESSAGES.registered]: 'अगाडि बढ्न कृपया आफ्नो इमेल हेर्नुहोस्: हामीले यो ठेगानामा सन्देश पठाएका छौं।',
  [ACCOUNT_MESSAGES.verifyFirst]: 'कृपया पहिले आफ्नो इमेल ठेगाना प्रमाणित गर्नुहोस्: हामीले पठाएको ६ अङ्कको कोड लेख्नुहोस्।',
  [ACCOUNT_MESSAGES.accountDisabled]: 'यो खाता बन्द गरिएको छ। कृपया पसलमा सम्पर्क गर्नुहोस्।',

  // ../accounts.ts (the request schemas)
  'Please enter your e-mail address.': 'कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्।',
  'The e-mail address is too long.': 'इमेल ठेगाना धेरै लामो भयो।',
  'Please enter a valid e-mail address.': 'कृपया मान्य इमेल ठेगाना लेख्नुहोस्।',
  'Please enter a password.': 'कृपया पासवर्ड लेख्नुहोस्।',
  'The password must be at least {{min}} characters.': 'पासवर्ड कम्तीमा {{min}} अक्षरको हुनुपर्छ।',
  'The password must be at most {{max}} characters.': 'पासवर्ड बढीमा {{max}} अक्षरको हुनुपर्छ।',
  'Please enter your password.': 'कृपया आफ्नो पासवर्ड लेख्नुहोस्।',
  'The password is too long.': 'पासवर्ड धेरै लामो भयो।',
  'Please enter your name.': 'कृपया आफ्नो नाम लेख्नुहोस्।',
  'The name must be at most {{max}} characters.': 'नाम बढीमा {{max}} अक्षरको हुनुपर्छ।',
  'Please enter your phone number.': 'कृपया आफ्नो फोन नम्बर लेख्नुहोस्।',
  'Please enter a valid phone number.': 'कृपया मान्य फोन नम्बर लेख्नुहोस्।',
  'The verification code is 6 digits.': 'प्रमाणीकरण कोड ६ अङ्कको हुन्छ।',
  'Please confirm the password.': 'कृपया पासवर्ड पुष्टि गर्नुहोस्।',
  'This referral code is not valid.': 'यो रेफरल कोड मान्य छैन।',

  // The server's accounts module and sign-in (apps/server/src/platform/auth.ts, modules/accounts/*)
  'Please log in to continue.': 'अगाडि बढ्न कृपया लगइन गर्नुहोस्।',
  'Your session has ended. Please log in again.': 'तपाईंको सत्र सकियो। कृपया फेरि लगइन गर्नुहोस्।',
  'The current password is incorrect.': 'हालको पासवर्ड मिलेन।',
  'Your account has no password yet. Use "Forgot password" to set one.':
    'तपाईंको खातामा अहिलेसम्म पासवर्ड छैन। पासवर्ड राख्न "Forgot password" प्रयोग गर्नुहोस्।',
  'Account not found.': 'खाता भेटिएन।',
  'Your e-mail address is already verified.': 'तपाईंको इमेल ठेगाना पहिले नै प्रमाणित छ।',
  'Please wait a minute before asking for another code.': 'अर्को कोड माग्नुअघि कृपया एक मिनेट पर्खनुहोस्।',
  'You have asked for too many codes. Please try again in an hour.': 'तपाईंले धेरै पटक कोड माग्नुभयो। कृपया एक घण्टापछि फेरि प्रयास गर्नुहोस्।',
  'The reset code is wrong or has expired. Please ask for a new one.': 'रिसेट कोड मिलेन वा यसको म्याद सकियो। कृपया नयाँ कोड माग्नुहोस्।',
  'This password is too common. Please choose a less guessable one.': 'यो पासवर्ड धेरै प्रचलित छ। कृपया सजिलै अनुमान गर्न नसकिने पासवर्ड छान्नुहोस्।',
  'The password must not be your e-mail address.': 'पासवर्ड तपाईंको इमेल ठेगाना हुनु हुँदैन।',
  'This password is too easy to guess. Please choose a less guessable one.':
    'यो पासवर्ड अनुमान गर्न धेरै सजिलो छ। कृपया सजिलै अनुमान गर्न नसकिने पासवर्ड छान्नुहोस्।',
  'You cannot use your own referral code.': 'तपाईं आफ्नै रेफरल कोड प्रयोग गर्न सक्नुहुन्न।',
  // codeRefusalMessage (modules/accounts/email-verification-service.ts), for the two kinds of code.
  'This verification code has expired or can no longer be used. Please ask for a new one.':
    'यो प्रमाणीकरण कोडको म्याद सकियो वा अब प्रयोग गर्न मिल्दैन। कृपया नयाँ कोड माग्नुहोस्।',
  'The verification code is wrong. Please ask for a new one.': 'प्रमाणीकरण कोड मिलेन। कृपया नयाँ कोड माग्नुहोस्।',
  'The verification code is wrong. You have {{left}} more try.': 'प्रमाणीकरण कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
  'The verification code is wrong. You have {{left}} more tries.': 'प्रमाणीकरण कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
  'The reset code is wrong. Please ask for a new one.': 'रिसेट कोड मिलेन। कृपया नयाँ कोड माग्नुहोस्।',
  'The reset code is wrong. You have {{left}} more try.': 'रिसेट कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
  'The reset code is wrong. You have {{left}} more tries.': 'रिसेट कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
  'The e-mail address or password is incorrect.': 'इमेल ठेगाना वा पासवर्ड मिलेन।',
  'This e-mail address is already linked to another Google account.': 'यो इमेल ठेगाना अर्को Google खातासँग पहिले नै जोडिएको छ।',
  'Google sign-in failed. Please try again.': 'Google बाट साइन इन हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
  'Your Google sign-in took too long or was started in another browser. Please try again.':
    'Google साइन इनमा धेरै समय लाग्यो वा यो अर्कै ब्राउजरमा सुरु गरिएको थियो। कृपया फेरि प्रयास गर्नुहोस्।',
  'Google sign-in was cancelled.': 'Google साइन इन रद्द गरियो।',
  'Your Google e-mail address is not verified, so it cannot be used to sign in.':
    'तपाईंको Google इमेल ठेगाना प्रमाणित छैन, त्यसैले यसबाट साइन इन गर्न मिल्दैन।',
  'Google sign-in is not available.': 'Google साइन इन उपलब्ध छैन।',
};
