import type { ProductDetail } from '@suraksha/contracts/catalog';
import { formatRupees } from '@suraksha/domain/money';
import { Link } from 'react-router';

/**
 * The price area of the product page. SPEC §4: a visitor (the API sent no price) gets a way to
 * sign in and nothing money-related; a customer gets the offer price (list price struck through),
 * else the price when above 0, else 'Price on request'.
 */
export function ProductPrice({ product }: { product: Pick<ProductDetail, 'price' | 'offer_price' | 'on_request' | 'unit'> }) {
  if (product.price === null) {
    return (
      <p className="product-price">
        <Link to="/login" className="product-price__login">
          Login to see price
        </Link>
      </p>
    );
  }
  if (product.on_request || (product.offer_price === null && product.price <= 0)) {
    return <p className="product-price product-price--request">Price on request</p>;
  }
  return (
    <p className="product-price">
      <strong className="product-price__now">{formatRupees(product.offer_price ?? product.price)}</strong>
      {product.offer_price !== null && <s className="product-price__was">{formatRupees(product.price)}</s>}
      <span className="product-price__unit"> / {product.unit}</span>
    </p>
  );
}
