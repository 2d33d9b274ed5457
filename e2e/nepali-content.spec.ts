import { type Page, expect, test } from '@playwright/test';
import { consoleProblems, hydrated, HYDRATION, linksOutOfNepali } from './support/page-health.ts';

// Issue #19: the content pages and the inbound forms in Nepali under /ne — texts, links that stay in
// /ne, page titles, and a hydration without warnings.

interface Walk {
  path: string;
  title: string;
  heading: string;
  /** Nepali texts of the page's own interface. */
  shows: string[];
  /** The English labels they replace: none may be left. */
  notShown: string[];
}

const PAGES: Walk[] = [
  {
    path: '/ne/blogs',
    title: 'ब्लगहरू | Suraksha',
    heading: 'ब्लगहरू',
    shows: ['हालैका लेखहरू', 'थप पढ्नुहोस्', 'खोज्नुहोस्'],
    notShown: ['Read more', 'Recent posts', 'Search blogs'],
  },
  {
    path: '/ne/trainings',
    title: 'तालिमहरू | Suraksha',
    heading: 'तालिमहरू',
    shows: ['खोज्नुहोस्'],
    notShown: ['Read more', 'Search trainings'],
  },
  {
    path: '/ne/services',
    title: 'सेवाहरू | Suraksha',
    heading: 'सेवाहरू',
    shows: ['हाम्रै प्राविधिकहरूद्वारा जडान'],
    notShown: ['Installation, surveys and maintenance', 'Quoted per site', 'From Rs'],
  },
  {
    path: '/ne/services/cctv-installation',
    title: '',
    heading: '',
    shows: ['यो सेवा माग्नुहोस्', 'अन्य सेवाहरू'],
    notShown: ['Request this service', 'Other services'],
  },
  {
    path: '/ne/services/cctv-installation/request',
    title: '',
    heading: '',
    shows: ['नाम', 'इमेल', 'प्रदेश', 'रोजेको मिति', 'अनुरोध पठाउनुहोस्'],
    notShown: ['Send request', 'Preferred date', 'Tell us where and when'],
  },
  {
    path: '/ne/packages',
    title: 'CCTV र सुरक्षा प्याकेजहरू | Suraksha',
    heading: 'प्याकेजहरू',
    shows: ['थान', 'मूल्य हेर्न लगइन गर्नुहोस्'],
    notShown: ['Login to see price'],
  },
  {
    path: '/ne/packages/4-camera-hd-kit',
    title: '',
    heading: '',
    shows: ['बाकसभित्र', 'यो प्याकेजबारे हामीलाई सोध्नुहोस्'],
    notShown: ['In the box', 'Ask us about this package'],
  },
  {
    path: '/ne/catalogues',
    title: 'सामानका क्याटलगहरू | Suraksha',
    heading: 'सामानका क्याटलगहरू',
    shows: ['ब्रोसर र मूल्य सूचीहरू'],
    notShown: ['Brochures and price guides'],
  },
  {
    path: '/ne/certificates',
    title: 'प्रमाणपत्रहरू | Suraksha',
    heading: 'प्रमाणपत्रहरू',
    shows: ['आधिकारिक साझेदार'],
    notShown: ['We sell genuine'],
  },
  { path: '/ne/coupons', title: 'कुपन र अफरहरू | Suraksha', heading: 'कुपनहरू', shows: ['चेकआउटमा कोड हाल्नुहोस्'], notShown: ['Enter a code'] },
  {
    path: '/ne/faqs',
    title: 'धेरै सोधिने प्रश्नहरू | Suraksha',
    heading: 'धेरै सोधिने प्रश्नहरू',
    shows: [],
    notShown: ['Frequently Asked Questions'],
  },
  {
    path: '/ne/career',
    title: 'करियर | Suraksha',
    heading: 'करियर',
    shows: ['इमानदार सल्लाह'],
    notShown: ['Apply by', 'We install and look after'],
  },
  {
    path: '/ne/career/cctv-installation-technician',
    title: '',
    heading: '',
    shows: ['आवेदन दिनुहोस्', 'कभर लेटर', 'आवेदन पठाउनुहोस्'],
    notShown: ['Cover letter', 'Send application'],
  },
  {
    path: '/ne/affiliate-marketing',
    title: 'एफिलिएट मार्केटिङ | Suraksha',
    heading: 'एफिलिएट मार्केटिङ',
    shows: ['अहिले दर्ता गर्नुहोस्', 'आफ्नो लिङ्क लिनुहोस्'],
    notShown: ['Register now', 'Get your link', 'Invite friends'],
  },
  {
    path: '/ne/pages/seller-information',
    title: 'बिक्रेताको जानकारी | Suraksha',
    heading: 'बिक्रेताको जानकारी',
    shows: ['व्यवसायको नाम', 'गुनासो कसरी गर्ने'],
    notShown: ['Business name', 'How to complain', 'Return and refund policy'],
  },
  {
    path: '/ne/e-waste',
    title: 'ई-फोहोर सङ्कलन | Suraksha',
    heading: 'ई-फोहोर सङ्कलन',
    shows: ['मोबाइल नम्बर', 'सामानको नाम', 'बिल कार्ड', 'पठाउनुहोस्'],
    notShown: ['Mobile Number', 'Product Name', 'Billing Card', 'Remark'],
  },
  {
    path: '/ne/support-ticket',
    title: 'सहयोग टिकट | Suraksha',
    heading: 'सहयोग टिकट',
    shows: ['टिकट खोल्नुहोस्', 'टिकट हेर्नुहोस्', 'अवस्था हेर्नुहोस्'],
    notShown: ['Open a ticket', 'Check a ticket', 'Check status', 'Attachment'],
  },
  {
    path: '/ne/contact-us',
    title: 'सम्पर्क गर्नुहोस् | Suraksha',
    heading: 'सम्पर्क गर्नुहोस्',
    shows: ['आउनुहोस् वा फोन गर्नुहोस्', 'खुल्ने समय', 'शनिबार', 'सन्देश पठाउनुहोस्'],
    notShown: ['Visit or call us', 'Opening hours', 'Saturday', 'Send message'],
  },
];

test('the content pages and forms read in Nepali on /ne, keep their links in /ne and hydrate without a warning', async ({ page }) => {
  // Eighteen pages, each loaded and hydrated in turn.
  test.setTimeout(150_000);
  const problems = consoleProblems(page, { only: HYDRATION });
  for (const walk of PAGES) {
    const response = await page.goto(walk.path);
    expect(response?.status(), walk.path).toBe(200);
    await hydrated(page);
    const main = page.locator('main');
    if (walk.title) await expect(page, walk.path).toHaveTitle(walk.title);
    if (walk.heading) await expect(page.getByRole('heading', { level: 1 }), walk.path).toHaveText(walk.heading);
    for (const text of walk.shows) await expect(main, `${walk.path} shows ${text}`).toContainText(text);
    const shown = (await main.innerText()).replace(/\s+/g, ' ');
    for (const english of walk.notShown) expect(shown, `${walk.path} still says ${english}`).not.toContain(english);
    expect(await linksOutOfNepali(page), walk.path).toEqual([]);
  }
  // The seller block under every page, in Nepali too, its links in /ne.
  const disclosure = page.locator('.seller-disclosure');
  await expect(disclosure).toContainText('गुनासो सुन्ने अधिकारी');
  await expect(disclosure.getByRole('link', { name: 'बिक्रेताको जानकारी' })).toHaveAttribute('href', '/ne/pages/seller-information');
  expect(problems).toEqual([]);
});

test('a blog post opened from the Nepali list stays in Nepali, and so do its crumbs', async ({ page }) => {
  await page.goto('/ne/blogs');
  await hydrated(page);
  await page.locator('.article-card__more').first().click();
  await expect(page).toHaveURL(/\/ne\/blogs\/[^/]+$/);
  await expect(page.locator('.share-links')).toContainText('सेयर गर्नुहोस्:');
  await expect(page.locator('.page-breadcrumbs a', { hasText: 'ब्लगहरू' })).toHaveAttribute('href', '/ne/blogs');
});

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const field = (page: Page, label: string) => page.locator('form.contact-form').getByRole('textbox', { name: label });

test('the contact form on /ne: a missing field answered in Nepali, then the thanks in Nepali with the reference', async ({ page }) => {
  await page.goto('/ne/contact-us');
  await expect(page.locator('form.contact-form')).toHaveAttribute('data-hydrated', 'true');
  const send = page.getByRole('button', { name: 'सन्देश पठाउनुहोस्' });

  await field(page, 'इमेल').fill('sita@example.com');
  await field(page, 'सन्देश').fill('कलंकीमा ८ वटा क्यामेरा जडान गर्न कति पर्छ?');
  await send.click();
  await expect(toast(page, 'कृपया आफ्नो नाम लेख्नुहोस्।')).toBeVisible();
  await expect(field(page, 'नाम')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.invalid-feedback', { hasText: 'कृपया आफ्नो नाम लेख्नुहोस्।' })).toBeVisible();

  await field(page, 'नाम').fill('सीता शर्मा');
  await send.click();
  await expect(toast(page, /^धन्यवाद! हामी छिट्टै तपाईंलाई सम्पर्क गर्नेछौं। तपाईंको सन्दर्भ नम्बर C-[2-9A-HJKMNP-Z]{6} हो।$/)).toBeVisible();
  await expect(field(page, 'नाम')).toHaveValue('');
  await expect(page).toHaveURL(/\/ne\/contact-us$/);
});
