import type { brands } from '../schema/catalog.ts';
import { brandLogo } from './artwork.ts';

/** A brand the shop carries. `hue` colours its logo and every product tile of the brand. */
export type BrandSeed = {
  title: string;
  slug: string;
  hue: number;
  /** Listed in the footer (SPEC §3 filteredBrands). */
  featured: boolean;
  description: string;
};

export const BRANDS: readonly BrandSeed[] = [
  {
    title: 'Hikvision',
    slug: 'hikvision',
    hue: 356,
    featured: true,
    description: 'IP and Turbo HD cameras, NVRs, DVRs and AX PRO alarms from the world’s largest surveillance maker.',
  },
  {
    title: 'Dahua',
    slug: 'dahua',
    hue: 8,
    featured: true,
    description: 'WizSense IP cameras, HDCVI systems, XVR and NVR recorders, video intercoms and PoE switches.',
  },
  {
    title: 'EZVIZ',
    slug: 'ezviz',
    hue: 198,
    featured: true,
    description: 'Wi-Fi home cameras, video doorbells and smart locks, managed from the EZVIZ app.',
  },
  {
    title: 'CP Plus',
    slug: 'cp-plus',
    hue: 214,
    featured: true,
    description: 'Budget-friendly HD and IP surveillance, popular for homes and shops across Nepal.',
  },
  {
    title: 'Uniview',
    slug: 'uniview',
    hue: 222,
    featured: false,
    description: 'Uniview (UNV) IP cameras with LightHunter night imaging and reliable NVRs.',
  },
  {
    title: 'Honeywell',
    slug: 'honeywell',
    hue: 0,
    featured: false,
    description: 'Intrusion panels, motion sensors and 30 Series IP cameras for offices and banks.',
  },
  {
    title: 'Bosch',
    slug: 'bosch',
    hue: 210,
    featured: false,
    description: 'Professional FLEXIDOME and DINION cameras and AMAX intrusion panels.',
  },
  {
    title: 'Axis',
    slug: 'axis',
    hue: 48,
    featured: false,
    description: 'Premium network cameras with Lightfinder and built-in analytics.',
  },
  {
    title: 'Hanwha Vision',
    slug: 'hanwha-vision',
    hue: 24,
    featured: false,
    description: 'Wisenet cameras and recorders (formerly Samsung Techwin) for demanding sites.',
  },
  {
    title: 'TP-Link VIGI',
    slug: 'tp-link-vigi',
    hue: 170,
    featured: true,
    description: 'Affordable VIGI IP cameras, NVRs and PoE switches for small businesses.',
  },
  { title: 'Imou', slug: 'imou', hue: 28, featured: false, description: 'Smart Wi-Fi cameras with human detection and two-way talk.' },
  {
    title: 'ZKTeco',
    slug: 'zkteco',
    hue: 140,
    featured: true,
    description: 'Biometric attendance, RFID access control and smart door locks.',
  },
  {
    title: 'Seagate',
    slug: 'seagate',
    hue: 150,
    featured: true,
    description: 'SkyHawk surveillance hard drives built for 24×7 recording.',
  },
  {
    title: 'Western Digital',
    slug: 'western-digital',
    hue: 265,
    featured: true,
    description: 'WD Purple surveillance drives with AllFrame technology.',
  },
  {
    title: 'Toshiba',
    slug: 'toshiba',
    hue: 350,
    featured: false,
    description: 'S300 surveillance hard drives for multi-camera recorders.',
  },
  { title: 'D-Link', slug: 'd-link', hue: 190, featured: false, description: 'CAT6 cabling, PoE switches and cloud cameras.' },
  { title: 'Polycab', slug: 'polycab', hue: 4, featured: false, description: 'Copper CCTV coaxial and LAN cables in full-length rolls.' },
  {
    title: 'Suraksha Essentials',
    slug: 'suraksha-essentials',
    hue: 232,
    featured: false,
    description: 'Our own range of tested connectors, power supplies and installation accessories.',
  },
];

export function brandBySlug(slug: string): BrandSeed {
  const brand = BRANDS.find((b) => b.slug === slug);
  if (!brand) throw new Error(`unknown brand in seed data: ${slug}`);
  return brand;
}

export const brandImagePath = (slug: string): string => `/media/brands/${slug}.svg`;

export function brandRow(brand: BrandSeed, position: number): typeof brands.$inferInsert {
  return {
    title: brand.title,
    slug: brand.slug,
    image: brandImagePath(brand.slug),
    description: brand.description,
    featured: brand.featured,
    position,
    seoTitle: `${brand.title} CCTV & Security Products Price in Nepal | Suraksha`,
    seoDescription: `Buy genuine ${brand.title} products in Nepal with warranty and cash on delivery. ${brand.description}`,
    seoKeyword: `${brand.title}, ${brand.title} Nepal, ${brand.title} price in Nepal, security products`,
  };
}

export function brandLogoFile(brand: BrandSeed): { publicPath: string; content: string } {
  return { publicPath: brandImagePath(brand.slug), content: brandLogo(brand) };
}
