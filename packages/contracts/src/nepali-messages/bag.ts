/**
 * The bag's messages in Nepali (issue #19), keyed by their exact English text: the add-to-bag toasts and
 * the bag calls' answers (packages/contracts cart.ts; typed out here because that file loads zod and this
 * table is read in the browser). 'Login required!' and 'This product is not available.' are the catalogue's
 * (nepali-messages/catalogue.ts): one Nepali version each.
 */
export const BAG_NEPALI: Readonly<Record<string, string>> = {
  'Added to bag!': 'झोलामा राखियो!',
  'Removed from bag!': 'झोलाबाट हटाइयो!',
  'This product is sold on request. Please ask for a quote.': 'यो सामान मागअनुसार मात्र बिक्री हुन्छ। कृपया मूल्य सोध्नुहोस्।',
  'This product is out of stock.': 'यो सामान स्टकमा छैन।',
  'This item is not in your bag.': 'यो सामान तपाईंको झोलामा छैन।',
  // onlyLeftInStock(n), with the count as a {{placeholder}} (messageIn fills it in).
  'Only {{stock}} left in stock.': 'स्टकमा {{stock}} वटा मात्र बाँकी छ।',
  'Please enter a whole quantity of at least 1.': 'कृपया कम्तीमा १ को पूर्ण सङ्ख्या लेख्नुहोस्।',
  'Please choose a product.': 'कृपया एउटा सामान छान्नुहोस्।',
  'Please choose an item of your bag.': 'कृपया आफ्नो झोलाको एउटा सामान छान्नुहोस्।',
};
