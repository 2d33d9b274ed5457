/**
 * The bag's messages in Nepali (the bag is झोला, as in the header). Keyed by their English written out:
 * ../cart.ts holds zod, which the browser may not import; nepali-messages.test.ts checks every
 * CART_MESSAGES text has its entry here.
 */
export const NEPALI_CART_MESSAGES: Readonly<Record<string, string>> = {
  'Added to bag!': 'झोलामा थपियो!',
  'Removed from bag!': 'झोलाबाट हटाइयो!',
  'This product is sold on request. Please ask for a quote.': 'यो सामान माग अनुसार मात्र बिक्री हुन्छ। कृपया मूल्य सोध्नुहोस्।',
  'This product is out of stock.': 'यो सामान स्टकमा छैन।',
  'This product is not available.': 'यो सामान उपलब्ध छैन।',
  'This item is not in your bag.': 'यो सामान तपाईंको झोलामा छैन।',
  'Please enter a whole quantity of at least 1.': 'कृपया कम्तीमा १ को पूर्ण सङ्ख्यामा परिमाण लेख्नुहोस्।',
  'Please choose a product.': 'कृपया एउटा सामान छान्नुहोस्।',
  'Please choose an item of your bag.': 'कृपया तपाईंको झोलाको एउटा सामान छान्नुहोस्।',
};
