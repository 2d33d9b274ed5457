import { COMPARE_MESSAGES } from '@suraksha/contracts/compare-messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compareHref, readCompareSlugs, writeCompareSlugs } from './compare-store.ts';
import { CompareToggle } from './compare-toggle.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const renderToggles = (...slugs: string[]) =>
  render(
    <MemoryRouter>
      {slugs.map((slug) => (
        <div key={slug} data-testid={slug}>
          <CompareToggle productSlug={slug} />
        </div>
      ))}
    </MemoryRouter>,
  );
const toggleOf = (slug: string) => screen.getByTestId(slug).querySelector('button') as HTMLButtonElement;

describe('CompareToggle', () => {
  it('adds a product, shows it as picked on every button of that product, and takes it out again', () => {
    const success = vi.spyOn(toast, 'success');
    renderToggles('dome', 'bullet');
    fireEvent.click(toggleOf('dome'));
    expect(readCompareSlugs()).toEqual(['dome']);
    expect(toggleOf('dome').getAttribute('aria-pressed')).toBe('true');
    expect(toggleOf('dome').textContent).toContain('Comparing');
    expect(toggleOf('bullet').getAttribute('aria-pressed')).toBe('false');
    expect(success).toHaveBeenCalledTimes(1);

    fireEvent.click(toggleOf('dome'));
    expect(readCompareSlugs()).toEqual([]);
    expect(toggleOf('dome').getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses a fifth product with a toast that says why', () => {
    const error = vi.spyOn(toast, 'error');
    writeCompareSlugs(['a', 'b', 'c', 'd']);
    renderToggles('e');
    fireEvent.click(toggleOf('e'));
    expect(error).toHaveBeenCalledWith(COMPARE_MESSAGES.tooMany, { id: 'compare' });
    expect(readCompareSlugs()).toEqual(['a', 'b', 'c', 'd']);
    expect(toggleOf('e').getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the remembered comparison', () => {
  it('ignores what it cannot trust in storage', () => {
    localStorage.setItem('compareProducts', '{"not":"a list"}');
    expect(readCompareSlugs()).toEqual([]);
    localStorage.setItem('compareProducts', JSON.stringify(['a', 'a', 7, 'b c', 'b', 'c', 'd', 'e']));
    expect(readCompareSlugs()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writes the /compare URL of a list', () => {
    expect(compareHref(['dome', 'bullet 4'])).toBe('/compare?products=dome,bullet%204');
    expect(compareHref([])).toBe('/compare?products=');
  });
});
