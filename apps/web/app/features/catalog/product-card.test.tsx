import type { ProductCard as ProductCardData } from '@suraksha/contracts/catalog';
import { PRODUCT_TITLE_LINES } from '@suraksha/domain/constants';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card.tsx';

function aProduct(overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id: 7,
    title: 'Hikvision DS-2CD1043G2-I 4MP Bullet Camera',
    slug: 'hikvision-ds-2cd1043g2-i-4mp-bullet-camera',
    sku: 'SR-CAM-000042',
    image: '/media/products/hikvision-ds-2cd1043g2-i.svg',
    image_alt: null,
    brand: 'Hikvision',
    category: 'IP Cameras',
    unit: 'pcs',
    on_request: false,
    price: null,
    offer_price: null,
    ne: {},
    ...overrides,
  };
}

function renderCard(product: ProductCardData, at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it("shows staff's Nepali name on the Nepali site, linking inside it, and the English name elsewhere (decision 0127)", () => {
    const product = aProduct({ ne: { title: 'हिकभिजन ४ मेगापिक्सेल बुलेट क्यामेरा' } });
    const { unmount } = renderCard(product, '/ne/products');
    const nepali = screen.getByRole('link', { name: 'हिकभिजन ४ मेगापिक्सेल बुलेट क्यामेरा' });
    expect(nepali.getAttribute('href')).toBe(`/ne/products/${product.slug}`);
    unmount();
    renderCard(product, '/products');
    expect(screen.getByRole('link', { name: product.title }).getAttribute('href')).toBe(`/products/${product.slug}`);
  });

  it('shows the English name on the Nepali site when staff gave no Nepali one', () => {
    const product = aProduct();
    renderCard(product, '/ne');
    expect(screen.getByRole('link', { name: product.title }).getAttribute('href')).toBe(`/ne/products/${product.slug}`);
  });

  it('links the title to the product page', () => {
    const product = aProduct();
    renderCard(product);
    const title = screen.getByRole('link', { name: product.title });
    expect(title.getAttribute('href')).toBe(`/products/${product.slug}`);
    expect(title.closest('h3')?.style.getPropertyValue('--product-title-lines')).toBe(String(PRODUCT_TITLE_LINES));
  });

  it('links the image to the product page and reserves its size', () => {
    const product = aProduct();
    renderCard(product);
    const image = screen.getByAltText(product.title);
    expect(image.getAttribute('src')).toBe(product.image);
    expect(image.closest('a')?.getAttribute('href')).toBe(`/products/${product.slug}`);
    expect(image.getAttribute('width')).toBeTruthy();
    expect(image.getAttribute('height')).toBeTruthy();
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('describes the image by the alt text staff wrote for it, else by the name', () => {
    renderCard(aProduct({ image_alt: 'The bullet camera from the front, white housing' }));
    expect(screen.getByAltText('The bullet camera from the front, white housing').getAttribute('src')).toBe(aProduct().image);
  });

  it('shows the placeholder image when the product has none', () => {
    renderCard(aProduct({ image: null }));
    expect(screen.getByRole('img', { hidden: true }).getAttribute('src')).toBe('/placeholder-product.svg');
  });

  it('shows a visitor the linked name and its SKU only: no price, no wishlist button, even if a price reached it', () => {
    const product = aProduct({ price: 12345, offer_price: 9999 });
    const { container } = renderCard(product);
    expect(container.textContent).toBe(`${product.title}SKU ${product.sku}`);
    expect(screen.queryByRole('button', { name: /wishlist/i })).toBeNull();
  });

  it("leaves no empty price row on a visitor's card (it read as a broken card)", () => {
    const { container } = renderCard(aProduct());
    const body = container.querySelector('.product-card__body');
    const emptyBlocks = [...(body?.children ?? [])].filter((child) => child.textContent === '' && child.children.length === 0);
    expect(emptyBlocks).toEqual([]);
  });

  it('shows the SKU on its own line, outside the two-line clamped name', () => {
    const product = aProduct();
    renderCard(product);
    const sku = screen.getByText(`SKU ${product.sku}`);
    expect(sku.closest('h3')).toBeNull();
  });
});
