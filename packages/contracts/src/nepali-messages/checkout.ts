import { ALREADY_APPLIED, CHECKOUT_MESSAGES, COUPON_MESSAGES, WALLET_MESSAGES } from '../checkout-messages.ts';
import { TEXT_MESSAGES } from '../text-messages.ts';

/**
 * Checkout, wallet and coupon messages in Nepali, and the envelope's own messages a checkout can
 * meet (invalid input, rate limits, an unavailable shop). Brand names, amounts ("Rs …"), codes and
 * "Cash On Delivery" are kept as they are printed on the shop's papers.
 */
export const NEPALI_CHECKOUT_MESSAGES: Readonly<Record<string, string>> = {
  [CHECKOUT_MESSAGES.placed('{{orderNumber}}')]: 'धन्यवाद! तपाईंको अर्डर {{orderNumber}} राखिएको छ।',
  [CHECKOUT_MESSAGES.fullName]: 'कृपया पहिले आफ्नो प्रोफाइलमा पूरा नाम थप्नुहोस्।',
  // CHECKOUT_MESSAGES.phone is the forms' FORM_MESSAGES.phoneInvalid, translated in ./grievance.ts.
  [CHECKOUT_MESSAGES.state]: 'कृपया आफ्नो प्रदेश छान्नुहोस्।',
  [CHECKOUT_MESSAGES.city]: 'कृपया आफ्नो सहर लेख्नुहोस्।',
  [CHECKOUT_MESSAGES.street]: 'कृपया आफ्नो सडक/टोलको ठेगाना लेख्नुहोस्।',
  [CHECKOUT_MESSAGES.country]: 'हामी नेपालभित्र मात्र डेलिभरी गर्छौं।',
  [CHECKOUT_MESSAGES.postal]: 'हुलाक कोड ५ अङ्कको हुन्छ, जस्तै 44600।',
  [CHECKOUT_MESSAGES.payment]: 'Cash On Delivery (सामान पाएपछि भुक्तानी) मात्र भुक्तानीको तरिका हो।',
  [CHECKOUT_MESSAGES.company]: 'कम्पनीको नाम बढीमा १२० अक्षरको हुनुपर्छ।',
  [CHECKOUT_MESSAGES.shopCode]: 'यो चेकआउट अर्को पसलको हो।',
  [CHECKOUT_MESSAGES.amount]: 'कृपया रकम रुपैयाँमा, बढीमा दुई दशमलव अङ्कसम्म पठाउनुहोस्।',
  [CHECKOUT_MESSAGES.couponCode]: 'कृपया कुपन कोड लेख्नुहोस्।',
  [CHECKOUT_MESSAGES.idempotencyKey]: 'Idempotency-Key हेडर १ देखि १०० वटासम्म अक्षर, अङ्क, थोप्ला, कोलन, अन्डरस्कोर वा हाइफनको हुनुपर्छ।',
  [CHECKOUT_MESSAGES.idempotencyReused]: 'यो Idempotency-Key अर्कै चेकआउटका लागि पहिले नै प्रयोग भइसकेको छ।',
  [CHECKOUT_MESSAGES.emptyBag]: 'तपाईंको झोला खाली छ।',
  [CHECKOUT_MESSAGES.totalsChanged]: 'तपाईंको झोला बदलिएको छ। कृपया नयाँ जम्मा रकम हेरेर फेरि प्रयास गर्नुहोस्।',
  [CHECKOUT_MESSAGES.outOfStock('{{name}}', 0)]: '{{name}} स्टकमा छैन।',
  // outOfStock(name, left) for left > 0; the function cannot be given a placeholder for a number.
  'Only {{left}} of {{name}} left in stock.': '{{name}} स्टकमा {{left}} वटा मात्र बाँकी छन्।',
  [CHECKOUT_MESSAGES.tryAgain]: 'कृपया फेरि प्रयास गर्नुहोस्।',
  // NEPAL_ADDRESS_MESSAGES (../nepal-address.ts holds zod; the test checks these are its texts).
  'Please choose a district of the chosen province.': 'कृपया छानिएको प्रदेशको जिल्ला छान्नुहोस्।',
  'Please choose a municipality or rural municipality of the chosen district.': 'कृपया छानिएको जिल्लाको नगरपालिका वा गाउँपालिका छान्नुहोस्।',
  'Please choose a ward number of the chosen municipality.': 'कृपया छानिएको पालिकाको वडा नम्बर छान्नुहोस्।',

  [WALLET_MESSAGES.applied]: 'वालेट लागू भयो।',
  [WALLET_MESSAGES.empty]: 'तपाईंको वालेट खाली छ।',
  [WALLET_MESSAGES.nothingDue]: 'वालेटबाट तिर्न अब केही बाँकी छैन।',
  [WALLET_MESSAGES.short]: 'तपाईंले छान्नुभएको रकमका लागि वालेटमा पर्याप्त मौज्दात छैन।',

  [COUPON_MESSAGES.applied]: 'कुपन लागू भयो।',
  [COUPON_MESSAGES.unknown]: 'यो कुपन कोड मान्य छैन।',
  [COUPON_MESSAGES.notYetValid]: 'यो कुपन अहिलेसम्म लागू भएको छैन।',
  [COUPON_MESSAGES.paused]: 'यो कुपन अहिले उपलब्ध छैन।',
  [COUPON_MESSAGES.expired]: 'यो कुपनको म्याद सकिएको छ।',
  [COUPON_MESSAGES.exhausted]: 'यो कुपन पूरै प्रयोग भइसकेको छ।',
  [COUPON_MESSAGES.usedUpByYou]: 'तपाईंले यो कुपन पहिले नै प्रयोग गरिसक्नुभएको छ।',
  [COUPON_MESSAGES.belowMinimum('{{minimum}}')]: 'यो कुपनका लागि कम्तीमा {{minimum}} को अर्डर चाहिन्छ।',
  [ALREADY_APPLIED]: 'पहिले नै लागू गरिएको छ',

  // The envelope's own messages (apps/server/src/platform/error-handler.ts MESSAGES; its test checks each has one;
  // the rate limit's is in ./auth.ts).
  'Please correct the highlighted fields.': 'कृपया चिन्ह लगाइएका फिल्डहरू सच्याउनुहोस्।',
  'The request body is not valid JSON.': 'अनुरोधको विवरण मान्य JSON होइन।',
  'The request is too large.': 'अनुरोध धेरै ठूलो छ।',
  'Unsupported content type.': 'यो सामग्रीको प्रकार स्वीकार्य छैन।',
  'Not found.': 'भेटिएन।',
  'The address is not valid.': 'ठेगाना (URL) मान्य छैन।',
  'The address is too long.': 'ठेगाना (URL) धेरै लामो छ।',
  'This address does not accept that method.': 'यो ठेगानाले त्यो विधि स्वीकार गर्दैन।',
  'The shop is temporarily unavailable. Please try again shortly.': 'पसल केही समयका लागि उपलब्ध छैन। कृपया केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  'Something went wrong on our side. Please try again.': 'हाम्रो तर्फबाट केही गडबडी भयो। कृपया फेरि प्रयास गर्नुहोस्।',
  [TEXT_MESSAGES.unstorable]: 'कृपया यो फिल्डबाट नदेखिने नियन्त्रण अक्षरहरू हटाउनुहोस्।',
};
