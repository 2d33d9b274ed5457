import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '../../i18n/react.tsx';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/i18n.ts';
import { ArticleList } from './article-list.tsx';
import { ArticlePagination } from './article-pagination.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import { SafeHtml } from './safe-html.tsx';
import { ServicePrice } from './service-price.tsx';

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const doc = (node: React.ReactNode) => new DOMParser().parseFromString(html(node), 'text/html');
/** The same, on a page of the Nepali site (/ne…), as the root layout renders it there. */
const nepaliHtml = (node: React.ReactNode) =>
  renderToString(
    <TranslationProvider translator={i18nFor('ne')}>
      <MemoryRouter initialEntries={['/ne/blogs']}>{node}</MemoryRouter>
    </TranslationProvider>,
  );
const nepaliDoc = (node: React.ReactNode) => new DOMParser().parseFromString(nepaliHtml(node), 'text/html');

describe('FaqAccordion', () => {
  it('renders the first answer open on the server and the others closed', () => {
    const d = doc(
      <FaqAccordion
        faqs={[
          { question: 'Q1?', answer: 'A1' },
          { question: 'Q2?', answer: 'A2' },
        ]}
      />,
    );
    const panels = [...d.querySelectorAll('.accordion-collapse')];
    expect(panels.map((p) => p.classList.contains('show'))).toEqual([true, false]);
    expect(d.querySelector('.accordion-button')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('says Coming Soon when there are no questions', () => {
    expect(doc(<FaqAccordion faqs={[]} />).body.textContent).toBe('Coming Soon');
  });
});

describe('ArticleList', () => {
  it('says No item found for an empty list', () => {
    expect(doc(<ArticleList articles={[]} basePath="/blogs" />).body.textContent).toBe('No item found');
  });

  it('links each post and sizes its image', () => {
    const d = doc(
      <ArticleList
        articles={[{ title: 'PoE', slug: 'poe', image: '/media/p.svg', date: '2026-08-21', summary: 'One cable' }]}
        basePath="/trainings"
      />,
    );
    expect(d.querySelector('a[aria-label="Read more: PoE"]')?.getAttribute('href')).toBe('/trainings/poe');
    expect(d.querySelector('time')?.textContent).toBe('21 Aug 2026');
    expect(d.querySelector('.article-date')?.textContent).toBe('21 Aug 2026 · 5 Bhadra 2083 BS');
    const img = d.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['800', '450']);
  });
});

describe('ArticlePagination', () => {
  it('links the other pages, keeping the search', () => {
    const d = doc(<ArticlePagination basePath="/blogs" search="cctv" pagination={{ page: 2, perPage: 6, total: 14, totalPages: 3 }} />);
    const links = [...d.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Previous', '/blogs?search=cctv'],
      ['1', '/blogs?search=cctv'],
      ['3', '/blogs?search=cctv&page=3'],
      ['Next', '/blogs?search=cctv&page=3'],
    ]);
    expect(d.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });

  it('shows nothing for a single page', () => {
    expect(html(<ArticlePagination basePath="/blogs" search="" pagination={{ page: 1, perPage: 6, total: 4, totalPages: 1 }} />)).toBe('');
  });
});

describe('SafeHtml and ServicePrice', () => {
  it('renders the given HTML inside the rich-text wrapper', () => {
    expect(html(<SafeHtml html="<p>Hi <strong>there</strong></p>" />)).toBe(
      '<div class="rich-text"><p>Hi <strong>there</strong></p></div>',
    );
  });

  it('shows the starting price in rupees or says it is quoted', () => {
    expect(doc(<ServicePrice startingPrice={150000} />).body.textContent).toBe('From Rs\u00a01,50,000.00');
    expect(doc(<ServicePrice startingPrice={null} />).body.textContent).toBe('Quoted per site');
  });
});

describe('on the Nepali site (/ne)', () => {
  it('lists posts with Nepali labels, linking them inside /ne', () => {
    const d = nepaliDoc(
      <ArticleList
        articles={[{ title: 'PoE', slug: 'poe', image: '/media/p.svg', date: '2026-08-21', summary: 'One cable' }]}
        basePath="/trainings"
      />,
    );
    const more = d.querySelector('.article-card__more');
    expect(more?.textContent).toBe('थप पढ्नुहोस्');
    expect(more?.getAttribute('aria-label')).toBe('थप पढ्नुहोस्: PoE');
    expect([...d.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/ne/trainings/poe',
      '/ne/trainings/poe',
      '/ne/trainings/poe',
    ]);
    expect(d.querySelector('.article-date')?.textContent).toBe('21 Aug 2026 · 5 Bhadra 2083 BS');
    expect(nepaliDoc(<ArticleList articles={[]} basePath="/blogs" />).body.textContent).toBe('कुनै सामग्री भेटिएन');
  });

  it('keeps the pages of a list inside /ne', () => {
    const d = nepaliDoc(
      <ArticlePagination basePath="/blogs" search="cctv" pagination={{ page: 2, perPage: 6, total: 14, totalPages: 3 }} />,
    );
    expect([...d.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/ne/blogs?search=cctv',
      '/ne/blogs?search=cctv',
      '/ne/blogs?search=cctv&page=3',
      '/ne/blogs?search=cctv&page=3',
    ]);
  });

  it('leads the links of staff-written HTML to the Nepali pages, and leaves others alone', () => {
    const body = '<p>See <a href="/pages/warranty">warranty</a> or <a href="https://www.hikvision.com/">Hikvision</a>.</p>';
    expect(nepaliHtml(<SafeHtml html={body} />)).toBe(
      '<div class="rich-text"><p>See <a href="/ne/pages/warranty">warranty</a> or <a href="https://www.hikvision.com/">Hikvision</a>.</p></div>',
    );
    expect(html(<SafeHtml html={body} />)).toBe(`<div class="rich-text">${body}</div>`);
  });

  it('says the service price and an empty FAQ list in Nepali', () => {
    expect(nepaliDoc(<ServicePrice startingPrice={150000} />).body.textContent).toBe('Rs\u00a01,50,000.00 देखि');
    expect(nepaliDoc(<ServicePrice startingPrice={null} />).body.textContent).toBe('साइट हेरेर मूल्य दिइन्छ');
    expect(nepaliDoc(<FaqAccordion faqs={[]} />).body.textContent).toBe('छिट्टै आउँदैछ');
  });
});
