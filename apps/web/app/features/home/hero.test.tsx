import { DEFAULT_HOME_LAYOUT } from '@suraksha/contracts/home-layout-messages';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages.ts';
import { InNepali } from '../../test-support/in-nepali.tsx';
import { Hero } from './hero.tsx';

const renderHero = (hero: typeof DEFAULT_HOME_LAYOUT.hero, at: string) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <InNepali>
        <Hero hero={hero} searchHref="/ne/products?search=" brandsHref="/ne/brands" />
      </InNepali>
    </MemoryRouter>,
  );

describe('the home page hero', () => {
  it("shows the shop's default words in Nepali on the Nepali site", () => {
    renderHero(DEFAULT_HOME_LAYOUT.hero, '/ne');
    expect(screen.getByRole('heading', { level: 1, name: 'नेपालभरका घर र व्यवसायका लागि सुरक्षा' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सामान किन्नुहोस्' }).getAttribute('href')).toBe('/ne/products?search=');
    expect(screen.getByRole('link', { name: 'ब्रान्डहरू हेर्नुहोस्' }).getAttribute('href')).toBe('/ne/brands');
  });

  it("keeps staff's own words as they wrote them, and the English site's words as they are", () => {
    const { unmount } = renderHero({ ...DEFAULT_HOME_LAYOUT.hero, title: 'Dashain offers on every camera' }, '/ne');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashain offers on every camera' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सामान किन्नुहोस्' })).toBeTruthy();
    unmount();
    renderHero(DEFAULT_HOME_LAYOUT.hero, '/');
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_HOME_LAYOUT.hero.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: DEFAULT_HOME_LAYOUT.hero.primary_button })).toBeTruthy();
  });

  it('has English message texts equal to the default words (the Nepali ones translate them)', () => {
    const { hero } = MESSAGES.en.catalogue.home;
    const defaults = DEFAULT_HOME_LAYOUT.hero;
    expect([hero.eyebrow, hero.title, hero.lead, hero.primaryButton, hero.secondaryButton]).toEqual([
      defaults.eyebrow,
      defaults.title,
      defaults.lead,
      defaults.primary_button,
      defaults.secondary_button,
    ]);
  });
});
