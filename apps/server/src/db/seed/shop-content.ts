import { dayInNepal } from '@suraksha/domain/nepal-time';
import type { careers, catalogues, certificates, services } from '../schema/content.ts';
import { articleHtml } from './articles.ts';
import { bannerArtwork } from './artwork.ts';
import { cataloguePdf } from './catalogue-pdf.ts';
import type { MediaFile } from './media-files.ts';
import { slugify } from './slug-and-markup.ts';

/** Certificates, catalogues, services and careers: the shop's smaller public sections. */
export type ShopContent = {
  certificates: (typeof certificates.$inferInsert)[];
  catalogues: (typeof catalogues.$inferInsert)[];
  services: (typeof services.$inferInsert)[];
  careers: (typeof careers.$inferInsert)[];
  files: MediaFile[];
};

const CERTIFICATES = [
  ['Hikvision Authorised Distributor 2026', 356],
  ['Dahua Certified Partner', 8],
  ['ZKTeco Authorised Reseller', 140],
  ['ISO 9001:2015 Quality Management', 210],
  ['VAT Registration Certificate', 45],
] as const;

const CATALOGUES = [
  {
    title: 'Hikvision Product Catalogue 2026',
    hue: 356,
    lines: ['IP cameras: ColorVu, AcuSense, Smart Hybrid Light', 'Turbo HD cameras and DVRs', 'NVRs with PoE', 'AX PRO wireless alarms'],
  },
  {
    title: 'Dahua Solutions Catalogue',
    hue: 8,
    lines: ['WizSense IP cameras', 'HDCVI cameras and XVRs', 'Video intercoms', 'PoE switches'],
  },
  {
    title: 'ZKTeco Access Control Catalogue',
    hue: 140,
    lines: ['Face and fingerprint attendance', 'RFID readers and controllers', 'Smart and magnetic locks'],
  },
  {
    title: 'Cabling and Accessories Price Guide',
    hue: 30,
    lines: ['3+1 copper CCTV cable rolls', 'CAT6 cable boxes', 'Power supplies and SMPS', 'Connectors and baluns'],
  },
] as const;

const SERVICES = [
  {
    title: 'CCTV Installation',
    rupees: 1500,
    glyph: 'wrench',
    summary: 'Professional mounting, cabling and setup inside Kathmandu valley, priced per camera.',
    paragraphs: [
      'Our technicians mount cameras, run and dress the cable, set up the recorder and configure the mobile app on your phone before they leave.',
    ],
    points: ['From Rs 1,500 per camera, cable extra', 'Same-week scheduling', 'Six months workmanship warranty'],
  },
  {
    title: 'Site Survey',
    rupees: null,
    glyph: 'shield',
    summary: 'A technician visits, plans camera positions and prepares a written quotation.',
    paragraphs: [
      'Free inside Kathmandu valley when you go ahead with the installation; otherwise a small visit charge applies, quoted when you book.',
    ],
  },
  {
    title: 'Annual Maintenance Contract',
    rupees: 12000,
    glyph: 'recorder',
    summary: 'Quarterly visits: lens cleaning, recorder health checks and priority repairs.',
    paragraphs: [
      'An AMC keeps a system recording when you need it. Each visit checks every camera, the hard disk health, power supplies and remote access.',
    ],
    points: ['4 scheduled visits a year', 'Priority response within 24 hours', 'Discounted spare parts'],
  },
  {
    title: 'Access Control Setup',
    rupees: 5000,
    glyph: 'fingerprint',
    summary: 'Wiring and configuration of attendance terminals, readers and electric locks.',
    paragraphs: ['We wire the lock, exit button and power supply, enrol your staff and set up attendance reports.'],
  },
  {
    title: 'Network Cabling',
    rupees: null,
    glyph: 'network-switch',
    summary: 'Structured CAT6 cabling for offices, with testing and labelling.',
    paragraphs: ['Every point is tested and labelled at both ends; you receive a floor plan of the cable runs.'],
  },
] as const;

/** A YYYY-MM-DD date `days` after another (calendar arithmetic only, no time of day). */
function daysAfter(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// Deadlines count from the day the demo is seeded: a fixed date would leave a fresh demo (and the
// careers journey) without a single opening once it passed.
const CAREERS = [
  {
    title: 'CCTV Installation Technician',
    location: 'Kalanki, Kathmandu',
    employmentType: 'Full-time',
    openForDays: 22,
    summary: 'Install and service CCTV, access control and alarm systems across Kathmandu valley.',
    points: [
      'Two years of installation experience or our training certificate',
      'Comfortable working at height',
      'Two-wheeler licence preferred',
    ],
  },
  {
    title: 'Sales Executive (Security Solutions)',
    location: 'Kalanki, Kathmandu',
    employmentType: 'Full-time',
    openForDays: 27,
    summary: 'Visit businesses, understand their sites and prepare security quotations.',
    points: ['Bachelor’s degree or equivalent experience', 'Good spoken English and Nepali', 'Experience in B2B sales'],
  },
  {
    title: 'Customer Support Officer',
    location: 'Kalanki, Kathmandu',
    employmentType: 'Full-time',
    openForDays: 17,
    summary: 'Answer calls and messages, follow orders and book warranty service.',
    points: ['Friendly on the phone', 'Basic computer skills', 'Interest in technology'],
  },
  {
    title: 'Network Engineer (Surveillance)',
    location: 'Kathmandu / on site',
    employmentType: 'Contract',
    openForDays: 53,
    summary: 'Design camera networks, VLANs and remote access for large projects.',
    points: ['CCNA or equivalent', 'Experience with PoE switching and NVR networking'],
  },
] as const;

export function shopContent(): ShopContent {
  const files: MediaFile[] = [];
  const withCover = (folder: string, title: string, eyebrow: string, glyph: Parameters<typeof bannerArtwork>[0]['glyph'], hue: number) => {
    const slug = slugify(title);
    const image = `/media/${folder}/${slug}.svg`;
    files.push({ publicPath: image, content: bannerArtwork({ title, eyebrow, glyph, hue }) });
    return { slug, image };
  };

  const certificateRows = CERTIFICATES.map(([title, hue], position) => ({
    title,
    position,
    ...withCover('certificates', title, 'Certificate', 'certificate', hue),
  }));

  const catalogueRows = CATALOGUES.map(({ title, hue, lines }, position) => {
    const cover = withCover('catalogues', title, 'Catalogue', 'document', hue);
    const pdfUrl = `/media/catalogues/${cover.slug}.pdf`;
    files.push({
      publicPath: pdfUrl,
      content: cataloguePdf(title, [
        ...lines,
        '',
        'Suraksha Security Pvt. Ltd., Kalanki, Kathmandu',
        'Prices and stock: www.suraksha.com.np',
      ]),
    });
    return { title, position, pdfUrl, ...cover };
  });

  const serviceRows = SERVICES.map((service, position) => ({
    title: service.title,
    position,
    summary: service.summary,
    description: articleHtml(service.paragraphs, 'points' in service ? service.points : []),
    startingPricePaisa: service.rupees === null ? null : service.rupees * 100,
    seoTitle: `${service.title} in Kathmandu | Suraksha`,
    seoDescription: service.summary,
    seoKeyword: `${service.title}, CCTV service Kathmandu`,
    ...withCover('services', service.title, 'Service', service.glyph, 210),
  }));

  const seededOn = dayInNepal();
  const careerRows = CAREERS.map((career) => ({
    title: career.title,
    slug: slugify(career.title),
    location: career.location,
    employmentType: career.employmentType,
    summary: career.summary,
    description: articleHtml(
      [career.summary, 'Send your CV to careers@suraksha.com.np with the position in the subject line.'],
      career.points,
    ),
    deadline: daysAfter(seededOn, career.openForDays),
  }));

  return { certificates: certificateRows, catalogues: catalogueRows, services: serviceRows, careers: careerRows, files };
}
