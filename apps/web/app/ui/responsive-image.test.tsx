import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image.tsx';

const base = {
  fallbackSrc: '/placeholder-product.svg',
  alt: 'Dome camera',
  width: 600,
  height: 600,
  sizes: '(min-width: 768px) 50vw, 100vw',
};

describe('ResponsiveImage', () => {
  it('offers the WebP variants of a /media image at every allowed width, with sizes, width and height', () => {
    render(<ResponsiveImage {...base} src="/media/products/dome.svg" />);
    const img = screen.getByAltText('Dome camera');
    expect(img.getAttribute('src')).toBe('/media/products/dome.svg');
    expect(img.getAttribute('srcset')).toBe(
      '/media/w/160/products/dome.svg.webp 160w, /media/w/320/products/dome.svg.webp 320w, /media/w/480/products/dome.svg.webp 480w, ' +
        '/media/w/640/products/dome.svg.webp 640w, /media/w/960/products/dome.svg.webp 960w',
    );
    expect(img.getAttribute('sizes')).toBe(base.sizes);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '600']);
  });

  it('loads lazily below the fold, and at once with high priority for the main image', () => {
    render(<ResponsiveImage {...base} src="/media/products/dome.svg" />);
    const lazy = screen.getByAltText('Dome camera');
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('fetchpriority')).toBeNull();
    cleanup();
    render(<ResponsiveImage {...base} src="/media/products/dome.svg" priority />);
    const main = screen.getByAltText('Dome camera');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the placeholder, without variants, when there is no image', () => {
    render(<ResponsiveImage {...base} src={null} />);
    const img = screen.getByAltText('Dome camera');
    expect(img.getAttribute('src')).toBe('/placeholder-product.svg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
  });

  it('shows an image from elsewhere as it is, and never asks variants of a PDF', () => {
    render(<ResponsiveImage {...base} src="https://cdn.example.com/dome.jpg" />);
    expect(screen.getByAltText('Dome camera').getAttribute('srcset')).toBeNull();
    cleanup();
    render(<ResponsiveImage {...base} src="/media/catalogues/brochure.pdf" />);
    expect(screen.getByAltText('Dome camera').getAttribute('srcset')).toBeNull();
  });
});
