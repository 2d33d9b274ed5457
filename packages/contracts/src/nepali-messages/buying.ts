import { COUNTRY_NEPAL, PAYMENT_CASH_ON_DELIVERY } from '../checkout-messages.ts';
import { TAX_DOCUMENT_MESSAGES } from '../tax-document-messages.ts';

/**
 * The checkout form's own texts that come from the contracts (the payment method's and the country's labels, the
 * buyer PAN field), in Nepali (issue #19), and the bag's stock answer. The calls' answers are in ./cart.ts and
 * ./checkout.ts. The values sent stay English: only what the buyer reads changes.
 */
export const BUYING_NEPALI: Readonly<Record<string, string>> = {
  [PAYMENT_CASH_ON_DELIVERY]: 'क्यास अन डेलिभरी (सामान पाउँदा भुक्तानी)',
  [COUNTRY_NEPAL]: 'नेपाल',
  [TAX_DOCUMENT_MESSAGES.buyerPanLabel]: 'भ्याट बीजकका लागि प्यान (ऐच्छिक)',
  [TAX_DOCUMENT_MESSAGES.buyerPan]: 'प्यान आन्तरिक राजस्व विभागले दिएको ९ अङ्कको नम्बर हो; नभए खाली छोड्नुहोस्।',
  // onlyLeftInStock(n) (../cart.ts holds zod), the count as a {{placeholder}} that messageIn fills in.
  'Only {{stock}} left in stock.': 'स्टकमा {{stock}} वटा मात्र बाँकी छ।',
};
