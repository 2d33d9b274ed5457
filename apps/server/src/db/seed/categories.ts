import type { categories } from '../schema/catalog.ts';
import { categoryArtwork } from './artwork.ts';
import type { Glyph } from './glyphs.ts';

/** A category of the shop's tree; children name their parent by slug. */
export type CategorySeed = {
  title: string;
  slug: string;
  parentSlug: string | null;
  /** Shown on the home page (top-level categories only). */
  featured: boolean;
  glyph: Glyph;
  hue: number;
  /** Three letters inside every SKU of the category, so a storekeeper reads the shelf from the code. */
  skuCode: string;
  description: string;
};

function top(
  title: string,
  slug: string,
  glyph: Glyph,
  hue: number,
  skuCode: string,
  featured: boolean,
  description: string,
): CategorySeed {
  return { title, slug, parentSlug: null, featured, glyph, hue, skuCode, description };
}

function child(
  parentSlug: string,
  title: string,
  slug: string,
  glyph: Glyph,
  hue: number,
  skuCode: string,
  description: string,
): CategorySeed {
  return { title, slug, parentSlug, featured: false, glyph, hue, skuCode, description };
}

/** Parents come before their children: the seed inserts them in this order. */
export const CATEGORIES: readonly CategorySeed[] = [
  top(
    'CCTV Cameras',
    'cctv-cameras',
    'bullet-camera',
    210,
    'CAM',
    true,
    'Indoor and outdoor surveillance cameras for homes, shops, offices and factories.',
  ),
  child(
    'cctv-cameras',
    'IP Cameras',
    'ip-cameras',
    'bullet-camera',
    210,
    'IPC',
    'Network cameras with PoE, H.265+ compression and smart detection.',
  ),
  child(
    'cctv-cameras',
    'HD Analog Cameras',
    'hd-analog-cameras',
    'dome-camera',
    200,
    'ANC',
    'Turbo HD, HDCVI and HD-TVI cameras that reuse existing coaxial cabling.',
  ),
  child(
    'cctv-cameras',
    'PTZ Cameras',
    'ptz-cameras',
    'ptz-camera',
    220,
    'PTZ',
    'Pan-tilt-zoom cameras with optical zoom for car parks, gates and campuses.',
  ),
  child(
    'cctv-cameras',
    'Wi-Fi Cameras',
    'wi-fi-cameras',
    'wifi-camera',
    190,
    'WFC',
    'Wireless home cameras with app viewing, two-way talk and SD-card recording.',
  ),
  top('Recorders', 'recorders', 'recorder', 230, 'REC', true, 'Network and digital video recorders that store and play back your footage.'),
  child('recorders', 'NVR', 'nvr', 'recorder', 230, 'NVR', 'Network video recorders for IP cameras, many with built-in PoE ports.'),
  child('recorders', 'DVR', 'dvr', 'recorder', 240, 'DVR', 'Digital and hybrid video recorders for HD analog cameras.'),
  top('Video Door Phones', 'video-door-phones', 'door-phone', 260, 'VDP', true, 'See and talk to visitors before you open the gate.'),
  top('Access Control', 'access-control', 'fingerprint', 150, 'ACS', true, 'Attendance terminals, card readers and electronic locks.'),
  child(
    'access-control',
    'Biometric Attendance',
    'biometric-attendance',
    'fingerprint',
    150,
    'BIO',
    'Fingerprint and face attendance machines with payroll reports.',
  ),
  child(
    'access-control',
    'RFID Readers',
    'rfid-readers',
    'card-reader',
    160,
    'RFD',
    'Proximity card and keypad readers for doors and turnstiles.',
  ),
  child('access-control', 'Door Locks', 'door-locks', 'door-lock', 140, 'LCK', 'Smart locks, magnetic locks and electric strikes.'),
  top('Alarms & Intrusion', 'alarms-and-intrusion', 'alarm', 0, 'ALM', true, 'Alarm panels, motion sensors, door contacts and sirens.'),
  top(
    'Surveillance Hard Disks',
    'surveillance-hard-disks',
    'hard-disk',
    160,
    'HDD',
    true,
    'Hard drives rated for round-the-clock video recording.',
  ),
  top('Cables & Accessories', 'cables-and-accessories', 'cable-roll', 30, 'CBL', false, 'Everything between the camera and the recorder.'),
  child('cables-and-accessories', 'Coaxial Cable', 'coaxial-cable', 'cable-roll', 30, 'COX', 'RG59 and 3+1 copper CCTV cable rolls.'),
  child(
    'cables-and-accessories',
    'CAT6 Cable',
    'cat6-cable',
    'cable-roll',
    200,
    'CT6',
    'CAT6 UTP cable boxes for IP cameras and networks.',
  ),
  child(
    'cables-and-accessories',
    'Power Supplies',
    'power-supplies',
    'power-supply',
    45,
    'PSU',
    'Adapters and SMPS units for cameras and locks.',
  ),
  child('cables-and-accessories', 'Connectors', 'connectors', 'connector', 50, 'CON', 'BNC, DC and RJ45 connectors in installer packs.'),
  top('Networking', 'networking', 'network-switch', 185, 'NET', false, 'Switches and network gear for surveillance systems.'),
  child(
    'networking',
    'PoE Switches',
    'poe-switches',
    'network-switch',
    185,
    'POE',
    'Power-over-Ethernet switches that power IP cameras over the data cable.',
  ),
];

export function categoryBySlug(slug: string): CategorySeed {
  const category = CATEGORIES.find((c) => c.slug === slug);
  if (!category) throw new Error(`unknown category in seed data: ${slug}`);
  return category;
}

export const categoryImagePath = (slug: string): string => `/media/categories/${slug}.svg`;

export function categoryRow(category: CategorySeed, position: number, parentId: number | null): typeof categories.$inferInsert {
  return {
    title: category.title,
    slug: category.slug,
    parentId,
    image: categoryImagePath(category.slug),
    description: category.description,
    featured: category.featured,
    position,
    seoTitle: `${category.title} Price in Nepal | Suraksha`,
    seoDescription: `${category.description} Genuine products, warranty and cash on delivery across Nepal.`,
    seoKeyword: `${category.title}, ${category.title} Nepal, ${category.title} price in Nepal`,
  };
}

export function categoryImageFile(category: CategorySeed): { publicPath: string; content: string } {
  return { publicPath: categoryImagePath(category.slug), content: categoryArtwork(category) };
}
