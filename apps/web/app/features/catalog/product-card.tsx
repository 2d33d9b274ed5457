import type { ProductCard as ProductCardData } from '@suraksha/contracts/catalog';
import { PRODUCT_TITLE_LINES } from '@suraksha/domain/constants';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { CardBagButton } from '../cart/card-bag-button.tsx';
import './product-card.css';

/** Shown when a product has no photo yet (public/placeholder-product.svg). */
export const PRODUCT_PLACEHOLDER_IMAGE = '/placeholder-product.svg';
/** Product photos are square; the size lets the browser reserve the space before they load. */
const IMAGE_SIZE_PX = 600;

const titleStyle = { '--product-title-lines': PRODUCT_TITLE_LINES } as CSSProperties;

/**
 * The one product card of the shop. SPEC §4: a visitor sees only the linked name
 * (no price, no wishlist button); the customer's view will be added by accounts.
 */
export function ProductCard({ product }: { product: ProductCardData }) {
  const href = `/products/${product.slug}`;
  return (
    <article className="product-card">
      {/* The image repeats the title link for pointer users; keyboard and screen-reader users get one link. */}
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={product.image ?? PRODUCT_PLACEHOLDER_IMAGE}
          alt={product.title}
          width={IMAGE_SIZE_PX}
          height={IMAGE_SIZE_PX}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <div className="product-card__body">
        {product.brand && <p className="product-card__brand">{product.brand}</p>}
        <h3 className="product-card__title" style={titleStyle}>
          <Link to={href}>{product.title}</Link>
        </h3>
        {!product.on_request && <CardBagButton productSlug={product.slug} productName={product.title} />}
      </div>
    </article>
  );
}
