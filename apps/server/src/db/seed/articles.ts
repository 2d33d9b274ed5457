import type { blogs } from '../schema/content.ts';
import { bannerArtwork } from './artwork.ts';
import type { Glyph } from './glyphs.ts';
import type { MediaFile } from './media-files.ts';
import { escapeMarkup, slugify } from './slug-and-markup.ts';

/** A blog post or training as written by the shop, turned into a row and a cover image. */
export type ArticleSeed = {
  title: string;
  publishedOn: string;
  summary: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  glyph: Glyph;
  hue: number;
};

export type ArticleRow = typeof blogs.$inferInsert;

/** Paragraphs, then the list of points, each escaped: the HTML is as safe as sanitized input. */
export function articleHtml(paragraphs: readonly string[], points: readonly string[] = []): string {
  const list = points.length > 0 ? `<ul>${points.map((p) => `<li>${escapeMarkup(p)}</li>`).join('')}</ul>` : '';
  const [first = '', ...rest] = paragraphs;
  return `<p>${escapeMarkup(first)}</p>${list}${rest.map((p) => `<p>${escapeMarkup(p)}</p>`).join('')}`;
}

/** Rows and cover images for blogs (folder "blogs") or trainings (folder "trainings"). */
export function articleSeeds(folder: 'blogs' | 'trainings', articles: readonly ArticleSeed[]): { rows: ArticleRow[]; files: MediaFile[] } {
  const eyebrow = folder === 'blogs' ? 'Suraksha Blog' : 'Suraksha Training';
  const rows: ArticleRow[] = [];
  const files: MediaFile[] = [];
  for (const article of articles) {
    const slug = slugify(article.title);
    const image = `/media/${folder}/${slug}.svg`;
    files.push({ publicPath: image, content: bannerArtwork({ title: article.title, eyebrow, glyph: article.glyph, hue: article.hue }) });
    rows.push({
      title: article.title,
      slug,
      image,
      publishedOn: article.publishedOn,
      summary: article.summary,
      description: articleHtml(article.paragraphs, article.points),
      // Seeded posts are live: published the morning of their date in Nepal.
      publishedAt: new Date(`${article.publishedOn}T03:15:00.000Z`),
      seoTitle: `${article.title} | Suraksha`,
      seoDescription: article.summary.slice(0, 160),
      seoKeyword: `${folder === 'blogs' ? 'CCTV tips' : 'CCTV training'}, security Nepal, ${article.title.split(' ').slice(0, 4).join(' ')}`,
      createdAt: new Date(`${article.publishedOn}T09:00:00.000Z`),
    });
  }
  return { rows, files };
}

export const BLOGS: readonly ArticleSeed[] = [
  {
    title: 'How to Choose the Right CCTV Camera for Your Home in Nepal',
    publishedOn: '2026-10-18',
    glyph: 'dome-camera',
    hue: 210,
    summary: 'Resolution, night vision, indoor or outdoor: a plain guide to picking cameras for a Nepali house.',
    paragraphs: [
      'Most homes in Kathmandu need four cameras: the gate, the main door, the parking area and the back of the house. Start from what you want to see, not from the camera.',
      'For faces at the gate, 4MP is enough; for a wide compound, choose a varifocal lens so you can frame the view after installation. Outdoor cameras should be IP67 rated to survive the monsoon.',
    ],
    points: [
      'Gate and door: 4MP bullet with 30 m night vision',
      'Living areas: a small dome or Wi-Fi camera',
      'Parking: colour night vision helps read vehicle colours',
    ],
  },
  {
    title: 'IP vs HD Analog CCTV: Which System Fits Your Budget?',
    publishedOn: '2026-10-02',
    glyph: 'recorder',
    hue: 230,
    summary: 'HD analog is cheaper to start; IP is sharper and smarter. Here is how to decide.',
    paragraphs: [
      'HD analog cameras (Turbo HD, HDCVI) use coaxial cable and a DVR. They cost less and reuse old wiring, which makes them ideal for upgrading an existing system.',
      'IP cameras use network cable and an NVR. One CAT6 cable carries video and power (PoE), resolutions go to 8MP and smart detection is built in. For new buildings we recommend IP.',
    ],
  },
  {
    title: 'How Many Days of Recording? Sizing Your Surveillance Hard Disk',
    publishedOn: '2026-09-12',
    glyph: 'hard-disk',
    hue: 160,
    summary: 'A simple rule of thumb to pick 1 TB, 2 TB or 4 TB for your recorder.',
    paragraphs: [
      'With H.265+ compression a 2MP camera uses roughly 10–15 GB a day when recording continuously. Four cameras on a 2 TB disk keep about a month of footage.',
      'Always use a surveillance drive such as Seagate SkyHawk or WD Purple: desktop drives are not built for writing video all day and fail early.',
    ],
    points: [
      '4 cameras, 2MP: 2 TB for about 30 days',
      '8 cameras, 4MP: 4 TB for about 20 days',
      'Motion-only recording roughly doubles these figures',
    ],
  },
  {
    title: 'PoE Explained: One Cable for Power and Video',
    publishedOn: '2026-08-21',
    glyph: 'network-switch',
    hue: 185,
    summary: 'Power over Ethernet removes adapters and sockets from every camera position.',
    paragraphs: [
      'A PoE switch or PoE NVR sends 48 V power down the same CAT6 cable that carries the video. No socket is needed near the camera, which makes rooftop and boundary-wall installations far neater.',
      'Keep runs under 100 m, use pure copper cable, and check the switch’s total PoE budget against the number of cameras.',
    ],
  },
  {
    title: 'Protect Your Shop During Dashain and Tihar',
    publishedOn: '2026-09-28',
    glyph: 'shield',
    hue: 20,
    summary: 'Shops stay closed for days during the festivals. A few checks keep them safe.',
    paragraphs: [
      'Before closing for the holidays, test every camera on the mobile app, check the recorder’s hard disk is recording and set motion alerts for the hours the shop is empty.',
      'An alarm panel with a siren and door contacts deters break-ins far better than cameras alone. Ask our team about a festival security check.',
    ],
  },
  {
    title: 'Biometric Attendance for Nepali Offices and Factories',
    publishedOn: '2026-07-15',
    glyph: 'fingerprint',
    hue: 150,
    summary: 'Face and fingerprint terminals end buddy punching and speed up payroll.',
    paragraphs: [
      'A face-recognition terminal checks in a worker in under a second, even with dusty or worn fingers. Reports export straight to Excel for monthly payroll.',
      'For sites with frequent power cuts, add a small backup battery so attendance keeps recording during load-shedding.',
    ],
  },
  {
    title: 'Keeping CCTV Running Through Power Cuts',
    publishedOn: '2026-06-30',
    glyph: 'power-supply',
    hue: 45,
    summary: 'Recorders hate sudden shutdowns. A small UPS and a good SMPS go a long way.',
    paragraphs: [
      'Sudden power loss can corrupt a recorder’s disk. A 600 VA UPS keeps an NVR and a PoE switch running for 30–60 minutes, which covers most outages.',
      'Use a regulated SMPS box instead of cheap adapters: voltage swings in the evening are a common cause of failing cameras.',
    ],
  },
  {
    title: 'Wi-Fi Cameras: Setup Tips for Apartments in Kathmandu',
    publishedOn: '2026-05-19',
    glyph: 'wifi-camera',
    hue: 198,
    summary: 'Get a stable picture from a Wi-Fi camera with a few placement tricks.',
    paragraphs: [
      'Wi-Fi cameras work best within two walls of the router. Concrete slabs block signal, so a mesh node or a wired camera may be needed for the floor below.',
      'Use a high-endurance microSD card for local recording, and turn on two-step verification in the camera app.',
    ],
  },
  {
    title: 'Why Cable Quality Matters: Copper vs CCA Coaxial',
    publishedOn: '2026-04-08',
    glyph: 'cable-roll',
    hue: 30,
    summary: 'Cheap copper-clad cable is the most common reason for noisy night pictures.',
    paragraphs: [
      'Copper-clad aluminium (CCA) cable loses signal and power over distance. On long runs this shows up as flickering video and cameras rebooting at night when IR lights switch on.',
      'Pure copper 3+1 cable costs a little more per roll and saves a second visit from the technician.',
    ],
  },
];
