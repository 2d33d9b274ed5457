import type { faqs } from '../schema/content.ts';
import { escapeMarkup } from './slug-and-markup.ts';

/** The questions buyers actually ask the shop, in the order the FAQ page shows them. */
const FAQS: readonly (readonly [string, string])[] = [
  [
    'Do you deliver outside Kathmandu valley?',
    'Yes. We deliver to every district of Nepal through courier partners. Orders outside the valley usually arrive in 3–5 working days.',
  ],
  [
    'How long does delivery take inside Kathmandu valley?',
    'Orders placed before 2 pm are usually delivered the same or next working day inside Kathmandu, Lalitpur and Bhaktapur.',
  ],
  ['What does delivery cost?', 'Delivery is free on all orders at the moment; the checkout shows Rs 0.00 for shipping.'],
  ['Can I pay cash on delivery?', 'Yes. Cash on delivery is our payment method: you pay the delivery person when your order arrives.'],
  [
    'Are your products genuine?',
    'Yes. We buy from authorised distributors of each brand and every product carries the official warranty in Nepal.',
  ],
  [
    'How does warranty work?',
    'Bring or send the product with your invoice to our service centre at Kalanki. Cameras and recorders usually carry 2 years, surveillance hard disks 3 years.',
  ],
  [
    'Do you install CCTV cameras?',
    'Yes. Our technicians install inside Kathmandu valley; installation is charged per camera. Outside the valley we can recommend a partner installer.',
  ],
  [
    'Can you visit my site before I buy?',
    'Yes. Book a site survey and a technician will visit, recommend camera positions and prepare a quotation.',
  ],
  ['How do I track my order?', 'Use the Track Order page with your e-mail address and order number, or open My Orders in your dashboard.'],
  [
    'Can I return a product?',
    'Unused products in original packaging can be returned within 7 days of delivery. See the Return Policy for details.',
  ],
  [
    'Why do some products show a Quote button instead of a price?',
    'Prices of project items change often. Press Quote and our team will send you today’s price, usually within a working day.',
  ],
  [
    'How does the referral reward work?',
    'Share your referral code from the dashboard. When a friend signs up with it and verifies their e-mail, Rs 500 is added to your wallet.',
  ],
  [
    'Can I use my wallet balance and a coupon together?',
    'Yes, each once per checkout. The checkout shows how much of each is applied before you place the order.',
  ],
];

/** The answer is rich text (decision 0108): a paragraph of the plain sentence. */
export function faqRows(): (typeof faqs.$inferInsert)[] {
  return FAQS.map(([question, answer], position) => ({ question, answer: `<p>${escapeMarkup(answer)}</p>`, position }));
}
