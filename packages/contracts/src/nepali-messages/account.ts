/**
 * Account messages the API sends that ./auth.ts (the sign-in and account screens' table) does not
 * hold: messages with a value in them, matched as patterns (`{{left}}` tries left, the name's
 * limit), and the profile's missing account. nepali-messages.test.ts and the server's
 * answer-language test check that every message of the accounts module has a Nepali version in one
 * of the two, and that no English text is in both.
 */
export const NEPALI_ACCOUNT_MESSAGES: Readonly<Record<string, string>> = {
  'The name must be at most {{max}} characters.': 'नाम बढीमा {{max}} अक्षरको हुनुपर्छ।',
  'Account not found.': 'खाता भेटिएन।',
  // codeRefusalMessage (apps/server/src/modules/accounts/email-verification-service.ts), for the two kinds of code.
  'The verification code is wrong. You have {{left}} more try.': 'प्रमाणीकरण कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
  'The verification code is wrong. You have {{left}} more tries.': 'प्रमाणीकरण कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
  'The reset code is wrong. Please ask for a new one.': 'रिसेट कोड मिलेन। कृपया नयाँ कोड माग्नुहोस्।',
  'The reset code is wrong. You have {{left}} more try.': 'रिसेट कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
  'The reset code is wrong. You have {{left}} more tries.': 'रिसेट कोड मिलेन। तपाईंसँग अझै {{left}} पटक प्रयास गर्ने मौका छ।',
};
