import type { Database } from '../../platform/database.ts';
import { packageItems, packages } from '../schema/catalog.ts';
import { bannerArtwork } from './artwork.ts';
import { requireId } from './catalogue-seeding.ts';
import { writeMediaFiles } from './media-files.ts';
import type { GeneratedProduct } from './product-generator.ts';
import { escapeMarkup, slugify } from './slug-and-markup.ts';

/** A bundle line: the first priced product of the category whose title matches. */
type BundlePart = { categorySlug: string; quantity: number; titleMatches?: RegExp; brandSlug?: string };
type BundleSeed = { title: string; summary: string; hue: number; parts: readonly BundlePart[] };

const BUNDLES: readonly BundleSeed[] = [
  {
    title: '4-Camera HD Kit',
    hue: 356,
    summary: 'Everything for a home or shop: a 4-channel DVR, four HD cameras, a surveillance disk, cable and power.',
    parts: [
      { categorySlug: 'dvr', quantity: 1, titleMatches: /^Hikvision 4-Channel/ },
      { categorySlug: 'hd-analog-cameras', quantity: 4, brandSlug: 'hikvision' },
      { categorySlug: 'surveillance-hard-disks', quantity: 1, titleMatches: /\b(1|2)TB\b/ },
      { categorySlug: 'coaxial-cable', quantity: 1, titleMatches: /90m/ },
      { categorySlug: 'power-supplies', quantity: 1, titleMatches: /SMPS/ },
    ],
  },
  {
    title: '8-Camera IP PoE Kit',
    hue: 230,
    summary: 'A sharp IP system for offices: an 8-channel PoE NVR, eight IP cameras, a 4 TB disk and CAT6 cable.',
    parts: [
      { categorySlug: 'nvr', quantity: 1, titleMatches: /8-Channel .*PoE/ },
      { categorySlug: 'ip-cameras', quantity: 8, titleMatches: /4MP .*Bullet/ },
      { categorySlug: 'surveillance-hard-disks', quantity: 1, titleMatches: /4TB/ },
      { categorySlug: 'cat6-cable', quantity: 1, titleMatches: /305m/ },
    ],
  },
  {
    title: 'Home Wi-Fi Starter Pack',
    hue: 198,
    summary: 'Two Wi-Fi cameras and a video doorbell: no cabling, set up from your phone.',
    parts: [
      { categorySlug: 'wi-fi-cameras', quantity: 2, brandSlug: 'ezviz' },
      { categorySlug: 'video-door-phones', quantity: 1, titleMatches: /Doorbell/ },
    ],
  },
  {
    title: 'Office Attendance and Door Kit',
    hue: 140,
    summary: 'Face attendance at the entrance, a magnetic lock and a card reader for the back door.',
    parts: [
      { categorySlug: 'biometric-attendance', quantity: 1 },
      { categorySlug: 'door-locks', quantity: 1, titleMatches: /Magnetic/ },
      { categorySlug: 'rfid-readers', quantity: 1 },
      { categorySlug: 'power-supplies', quantity: 1 },
    ],
  },
];

const sellingPrice = (p: GeneratedProduct): number => p.offerPricePaisa ?? p.pricePaisa;

/** The first match, relaxing the title and brand wishes when the catalogue has none that fit. */
function choose(catalogue: readonly GeneratedProduct[], part: BundlePart): GeneratedProduct | undefined {
  const priced = catalogue.filter((p) => p.categorySlug === part.categorySlug && !p.onRequest && p.pricePaisa > 0);
  return (
    priced.find((p) => (!part.titleMatches || part.titleMatches.test(p.title)) && (!part.brandSlug || p.brandSlug === part.brandSlug)) ??
    priced.find((p) => !part.titleMatches || part.titleMatches.test(p.title)) ??
    priced[0]
  );
}

/** Inserts the bundles, priced about 8% under the sum of their parts (rounded down to Rs 100). */
export async function seedBundles(
  db: Database,
  dataDir: string,
  catalogue: readonly GeneratedProduct[],
  productIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const bundle of BUNDLES) {
    const lines = bundle.parts.flatMap((part) => {
      const product = choose(catalogue, part);
      return product ? [{ product, quantity: part.quantity }] : [];
    });
    if (lines.length < 2) continue;
    const sum = lines.reduce((total, line) => total + sellingPrice(line.product) * line.quantity, 0);
    const pricePaisa = Math.floor((sum * 0.92) / 10_000) * 10_000;
    const slug = slugify(bundle.title);
    const image = `/media/packages/${slug}.svg`;
    const description =
      `<p>${escapeMarkup(bundle.summary)}</p><ul>` +
      lines.map(({ product, quantity }) => `<li>${quantity} × ${escapeMarkup(product.title)}</li>`).join('') +
      '</ul><p>Installation inside Kathmandu valley can be added at checkout or through a site survey.</p>';
    const [row] = await db
      .insert(packages)
      .values({
        title: bundle.title,
        slug,
        image,
        summary: bundle.summary,
        description,
        pricePaisa,
        seoTitle: `${bundle.title} Price in Nepal | Suraksha`,
        seoDescription: bundle.summary,
        seoKeyword: `${bundle.title}, CCTV package Nepal, security kit`,
      })
      .returning({ id: packages.id });
    if (!row) throw new Error(`bundle not inserted: ${bundle.title}`);
    // The same product may serve two parts (e.g. the only power supply); merge them into one line.
    const quantities = new Map<number, number>();
    for (const { product, quantity } of lines) {
      const productId = requireId(productIds, product.slug, 'product');
      quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
    }
    await db.insert(packageItems).values([...quantities].map(([productId, quantity]) => ({ packageId: row.id, productId, quantity })));
    await writeMediaFiles(dataDir, [
      { publicPath: image, content: bannerArtwork({ title: bundle.title, eyebrow: 'Package', glyph: 'kit-box', hue: bundle.hue }) },
    ]);
  }
}
