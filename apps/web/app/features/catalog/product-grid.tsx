import type { ProductCard as ProductCardData } from '@suraksha/contracts/catalog';
import { useTranslation } from '../../i18n/react.tsx';
import { ProductCard } from './product-card.tsx';

/** Cards in the shop's grid; SPEC §8: an empty list says 'No item found'. */
export function ProductGrid({ products, label }: { products: readonly ProductCardData[]; label?: string }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="catalog-empty">{t('catalogue.listing.empty')}</p>;
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
