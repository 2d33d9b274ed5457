import {
  ALREADY_APPLIED,
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  COUPON_MESSAGES,
  PAYMENT_CASH_ON_DELIVERY,
  WALLET_MESSAGES,
} from '../checkout-messages.ts';
import { TAX_DOCUMENT_MESSAGES } from '../tax-document-messages.ts';

/**
 * The checkout's messages in Nepali (issue #19), keyed by their exact English text: the form's labels and
 * toasts that come from the contracts, and the checkout, wallet and coupon calls' answers. Messages built
 * around a value (the order number, a stock count, a minimum) are keyed by their English made with
 * {{placeholders}} (messageIn fills them in). The address parts' messages are typed out because
 * nepal-address.ts loads zod. The phone, province and city messages are the inbound forms' own texts too:
 * their one Nepali version is in nepali-messages/forms.ts.
 */
export const CHECKOUT_NEPALI: Readonly<Record<string, string>> = {
  [PAYMENT_CASH_ON_DELIVERY]: 'क्यास अन डेलिभरी (सामान पाउँदा भुक्तानी)',
  Nepal: 'नेपाल',
  [ALREADY_APPLIED]: 'पहिले नै लगाइसकिएको छ',
  [TAX_DOCUMENT_MESSAGES.buyerPanLabel]: 'भ्याट बीजकका लागि प्यान (ऐच्छिक)',
  [TAX_DOCUMENT_MESSAGES.buyerPan]: 'प्यान आन्तरिक राजस्व विभागले दिएको ९ अङ्कको नम्बर हो; नभए खाली छोड्नुहोस्।',
  [CHECKOUT_MESSAGES.placed('{{orderNumber}}')]: 'धन्यवाद! तपाईंको अर्डर {{orderNumber}} प्राप्त भयो।',
  [CHECKOUT_MESSAGES.outOfStock('{{name}}', 2).replace('2', '{{left}}')]: 'स्टकमा {{name}} {{left}} वटा मात्र बाँकी छ।',
  [CHECKOUT_MESSAGES.outOfStock('{{name}}', 0)]: '{{name}} स्टकमा छैन।',
  [COUPON_MESSAGES.belowMinimum('{{minimum}}')]: 'यो कुपनका लागि कम्तीमा {{minimum}} को अर्डर चाहिन्छ।',
  [CHECKOUT_MESSAGES.fullName]: 'कृपया पहिले आफ्नो प्रोफाइलमा पूरा नाम थप्नुहोस्।',
  [CHECKOUT_MESSAGES.street]: 'कृपया आफ्नो टोल / सडकको ठेगाना लेख्नुहोस्।',
  [CHECKOUT_MESSAGES.country]: 'हामी नेपालभित्र मात्र डेलिभरी गर्छौं।',
  [CHECKOUT_MESSAGES.postal]: 'हुलाक कोड ५ अङ्कको हुन्छ, जस्तै 44600।',
  [CHECKOUT_MESSAGES.payment]: 'क्यास अन डेलिभरी मात्र भुक्तानीको विधि हो।',
  [CHECKOUT_MESSAGES.company]: `कम्पनीको नाम बढीमा ${CHECKOUT_LIMITS.companyMax} अक्षरको हुनुपर्छ।`,
  [CHECKOUT_MESSAGES.shopCode]: 'यो चेकआउट अर्को पसलको हो।',
  [CHECKOUT_MESSAGES.amount]: 'कृपया बढीमा दुई दशमलवसहितको रुपैयाँ रकम पठाउनुहोस्।',
  [CHECKOUT_MESSAGES.couponCode]: 'कृपया कुपन कोड लेख्नुहोस्।',
  [CHECKOUT_MESSAGES.idempotencyKey]: 'Idempotency-Key हेडर १ देखि १०० वटा अक्षर, अङ्क, थोप्ला, कोलन, अन्डरस्कोर वा हाइफनको हुनुपर्छ।',
  [CHECKOUT_MESSAGES.idempotencyReused]: 'यो Idempotency-Key अर्कै चेकआउटका लागि प्रयोग भइसकेको छ।',
  [CHECKOUT_MESSAGES.emptyBag]: 'तपाईंको झोला खाली छ।',
  [CHECKOUT_MESSAGES.totalsChanged]: 'तपाईंको झोला बदलिएको छ। कृपया नयाँ जम्मा रकम हेरेर फेरि प्रयास गर्नुहोस्।',
  [CHECKOUT_MESSAGES.tryAgain]: 'कृपया फेरि प्रयास गर्नुहोस्।',
  [WALLET_MESSAGES.applied]: 'वालेट प्रयोग भयो।',
  [WALLET_MESSAGES.empty]: 'तपाईंको वालेट खाली छ।',
  [WALLET_MESSAGES.nothingDue]: 'वालेटबाट तिर्न केही बाँकी छैन।',
  [WALLET_MESSAGES.short]: 'तपाईंले छानेको रकमका लागि वालेटमा पुग्ने रकम छैन।',
  [COUPON_MESSAGES.applied]: 'कुपन लागू भयो।',
  [COUPON_MESSAGES.unknown]: 'यो कुपन कोड मान्य छैन।',
  [COUPON_MESSAGES.notYetValid]: 'यो कुपन अहिलेसम्म लागू भएको छैन।',
  [COUPON_MESSAGES.paused]: 'यो कुपन अहिले उपलब्ध छैन।',
  [COUPON_MESSAGES.expired]: 'यो कुपनको म्याद सकिएको छ।',
  [COUPON_MESSAGES.exhausted]: 'यो कुपन पूरै प्रयोग भइसकेको छ।',
  [COUPON_MESSAGES.usedUpByYou]: 'तपाईंले यो कुपन पहिले नै प्रयोग गरिसक्नुभएको छ।',
  'Please choose a district of the chosen province.': 'कृपया छानिएको प्रदेशभित्रको जिल्ला छान्नुहोस्।',
  'Please choose a municipality or rural municipality of the chosen district.': 'कृपया छानिएको जिल्लाभित्रको नगरपालिका वा गाउँपालिका छान्नुहोस्।',
  'Please choose a ward number of the chosen municipality.': 'कृपया छानिएको नगरपालिकाको वडा नम्बर छान्नुहोस्।',
};
