import type { HomeHero } from '@suraksha/contracts/home-layout';
import { DEFAULT_HOME_LAYOUT } from '@suraksha/contracts/home-layout-messages';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import './hero.css';

/**
 * The opening of the home page. Text first (it is the largest paint on a phone),
 * the illustration inline and decorative: no image request stands between a
 * buyer and the page. The words are staff's (/admin/content/home), defaulting to the shop's own.
 */
export function Hero({ hero: staffHero, searchHref, brandsHref }: { hero: HomeHero; searchHref: string; brandsHref: string }) {
  const hero = useHeroWords(staffHero);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          {hero.eyebrow !== '' && <p className="hero__eyebrow">{hero.eyebrow}</p>}
          <h1 id="hero-title" className="hero__title">
            {hero.title}
          </h1>
          <p className="hero__lead">{hero.lead}</p>
          <p className="hero__actions">
            <Link to={searchHref} className="btn btn-accent btn-lg">
              {hero.primary_button}
            </Link>
            <Link to={brandsHref} className="btn btn-outline-light btn-lg">
              {hero.secondary_button}
            </Link>
          </p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/**
 * The shop's own default words have a Nepali version in the message files; staff's own words have none
 * (the back office has no Nepali hero yet), so on the Nepali site only a default left as it is is translated.
 * The English site shows the words as they are: the default's one source stays DEFAULT_HOME_LAYOUT.
 */
function useHeroWords(hero: HomeHero): HomeHero {
  const { t } = useTranslation();
  const nepali = useLanguage() === 'ne';
  const defaults = DEFAULT_HOME_LAYOUT.hero;
  const word = (field: keyof HomeHero, key: 'eyebrow' | 'title' | 'lead' | 'primaryButton' | 'secondaryButton') =>
    nepali && hero[field] === defaults[field] ? t(`catalogue.home.hero.${key}`) : hero[field];
  return {
    eyebrow: word('eyebrow', 'eyebrow'),
    title: word('title', 'title'),
    lead: word('lead', 'lead'),
    primary_button: word('primary_button', 'primaryButton'),
    secondary_button: word('secondary_button', 'secondaryButton'),
  };
}

function HeroIllustration() {
  return (
    <svg className="hero__art" width="480" height="360" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-cone" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fdba74" stopOpacity=".55" />
          <stop offset="1" stopColor="#fdba74" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="185" r="160" fill="#fff" fillOpacity=".05" />
      <circle cx="250" cy="185" r="110" fill="#fff" fillOpacity=".05" />
      <path d="M318 150 470 300 300 352Z" fill="url(#hero-cone)" />
      <rect x="40" y="58" width="30" height="92" rx="8" fill="#94a3b8" />
      <path d="M70 104h52" stroke="#94a3b8" strokeWidth="16" strokeLinecap="round" />
      <g transform="rotate(14 230 120)">
        <rect x="104" y="66" width="214" height="20" rx="10" fill="#cbd5e1" />
        <rect x="112" y="80" width="226" height="82" rx="22" fill="#f8fafc" />
        <circle cx="314" cy="121" r="30" fill="#0b1f3a" />
        <circle cx="314" cy="121" r="17" fill="#1e3a8a" />
        <circle cx="307" cy="114" r="6" fill="#93c5fd" />
        <circle cx="146" cy="121" r="6" fill="#f97316" />
        <rect x="170" y="114" width="90" height="14" rx="7" fill="#e2e8f0" />
      </g>
      <g transform="translate(322 196)">
        <path d="M62 0 0 23v41c0 39 27 68 62 78 35-10 62-39 62-78V23Z" fill="#f97316" />
        <path d="M62 12v118c-27-9-48-33-48-64V32Z" fill="#fff" fillOpacity=".18" />
        <path d="m34 70 19 19 37-40" fill="none" stroke="#fff" strokeWidth="13" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
