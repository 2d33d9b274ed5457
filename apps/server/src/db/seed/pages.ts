import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import type { pages } from '../schema/content.ts';
import { escapeMarkup } from './slug-and-markup.ts';

/**
 * The shop's content pages. The registration and tax numbers are demo values,
 * clearly not real ones; an owner replaces them in the back office.
 */
export const SELLER = {
  companyRegistrationNo: '234567/077/078 (Office of the Company Registrar, Kathmandu)',
  panVatNo: '609876543',
  address: `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.city}, Bagmati Province, ${SHOP_ADDRESS.country}`,
  grievanceOfficer: 'Sunita Maharjan, Grievance Officer',
  complaintsEmail: 'complaints@suraksha.com.np',
} as const;

type Section = { heading?: string; paragraphs?: readonly string[]; points?: readonly string[] };
type PageSeed = { slug: string; title: string; description: string; sections: readonly Section[] };

function sectionHtml(section: Section): string {
  const heading = section.heading ? `<h2>${escapeMarkup(section.heading)}</h2>` : '';
  const paragraphs = (section.paragraphs ?? []).map((p) => `<p>${escapeMarkup(p)}</p>`).join('');
  const points = section.points ? `<ul>${section.points.map((p) => `<li>${escapeMarkup(p)}</li>`).join('')}</ul>` : '';
  return heading + paragraphs + points;
}

const PAGES: readonly PageSeed[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    description: 'Suraksha sells genuine CCTV, access control and alarm products across Nepal, with installation in Kathmandu valley.',
    sections: [
      {
        paragraphs: [
          `${SHOP_ADDRESS.name} has supplied security products from ${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.city} since 2015. We stock CCTV cameras, recorders, access control, alarms, surveillance hard disks and cabling from brands we are authorised to sell.`,
          'Our technicians install and maintain systems for homes, shops, schools, banks and factories across Kathmandu valley, and our courier partners deliver to every district of Nepal.',
        ],
      },
      {
        heading: 'Why buy from us',
        points: [
          'Genuine products with official warranty',
          'Cash on delivery across Nepal',
          'Trained installers and an in-house service centre',
          'Honest advice: we recommend only what your site needs',
        ],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'What personal data Suraksha collects, why, and how long it is kept.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, e-mail, phone number and delivery address when you register or order, and the messages you send us through our forms.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To deliver orders, provide warranty service, answer quotations and, if you agree, send offers. We never sell your data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order and invoice records are kept as long as Nepal’s tax law requires. You may ask us to delete your account at any time.',
        ],
      },
      { heading: 'Contact', paragraphs: [`Write to ${SHOP_ADDRESS.email} about anything in this policy.`] },
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms that apply when you use the Suraksha website and buy from us.',
    sections: [
      {
        paragraphs: [
          'By using this website or placing an order you agree to these terms. Prices are in Nepali rupees and include VAT unless stated otherwise.',
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'An order is confirmed when our team calls or e-mails you to confirm it. We may cancel an order if a product is out of stock or a price was shown in error; you will not be charged.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: ['Payment is cash on delivery. Coupons and wallet credit are applied at checkout and cannot be exchanged for cash.'],
      },
      {
        heading: 'Warranty',
        paragraphs: [
          'Products carry the manufacturer’s warranty in Nepal. Damage from lightning, water ingress, wrong voltage or opening the device is not covered.',
        ],
      },
    ],
  },
  {
    slug: 'shipping-policy',
    title: 'Shipping Policy',
    description: 'Delivery times and charges inside and outside Kathmandu valley.',
    sections: [
      {
        points: [
          'Inside Kathmandu valley: same or next working day for orders before 2 pm.',
          'Outside the valley: 3–5 working days through our courier partners.',
          'Delivery charge: Rs 0.00 on all orders.',
          'Large cable rolls and rack equipment may arrive in a separate parcel.',
        ],
      },
      { paragraphs: ['Please check the package in front of the delivery person and refuse it if it is visibly damaged.'] },
    ],
  },
  {
    slug: 'return-policy',
    title: 'Return Policy',
    description: 'How to return or exchange a product bought from Suraksha.',
    sections: [
      {
        paragraphs: [
          'You may return an unused product in its original, sealed packaging within 7 days of delivery. Cable cut to length, installed products and hard disks whose seal is broken cannot be returned.',
        ],
      },
      {
        heading: 'Defective on arrival',
        paragraphs: ['If a product does not work on arrival, tell us within 48 hours and we will replace it free of charge after testing.'],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'Refunds are paid in cash at our Kalanki office or by bank transfer within 7 working days of receiving the returned product.',
        ],
      },
    ],
  },
  {
    slug: 'warranty-policy',
    title: 'Warranty Policy',
    description: 'What the manufacturer’s warranty covers and how we handle a claim.',
    sections: [
      {
        points: [
          'Cameras, recorders and alarm panels: the manufacturer’s warranty, 1 to 3 years as stated on the product page.',
          'Hard disks: the manufacturer’s warranty from the invoice date; keep the seal intact.',
          'Cables, connectors and accessories: 7 days against defects on arrival.',
        ],
      },
      {
        heading: 'Making a claim',
        paragraphs: [
          'Bring or send the product with its invoice to our Kalanki office. We test it within 3 working days and repair or replace it through the manufacturer; we tell you when it is ready.',
          'Damage from lightning, water, wrong power supply or opening the device is not covered.',
        ],
      },
    ],
  },
  {
    slug: 'seller-disclosure',
    title: 'Seller Disclosure',
    description: 'Who sells on this website: registration, tax numbers and how to complain.',
    sections: [
      {
        points: [
          `Seller: ${SHOP_ADDRESS.name}`,
          `Company registration no.: ${SELLER.companyRegistrationNo}`,
          `PAN/VAT no.: ${SELLER.panVatNo}`,
          `Registered address: ${SELLER.address}`,
          `Phone: ${SHOP_ADDRESS.phone}`,
          `E-mail: ${SHOP_ADDRESS.email}`,
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          `Complaints are handled by ${SELLER.grievanceOfficer}, at ${SELLER.complaintsEmail} or ${SHOP_ADDRESS.phone}, Sunday to Friday 10 am to 6 pm. We acknowledge every complaint within 2 working days.`,
          'If you are not satisfied with our answer you may contact the Department of Commerce, Supplies and Consumer Protection.',
        ],
      },
    ],
  },
];

export function pageRows(): (typeof pages.$inferInsert)[] {
  return PAGES.map((page) => ({
    slug: page.slug,
    title: page.title,
    content: page.sections.map(sectionHtml).join(''),
    seoTitle: `${page.title} | Suraksha`,
    seoDescription: page.description,
    seoKeyword: `${page.title}, Suraksha, security products Nepal`,
  }));
}
