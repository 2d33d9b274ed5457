import type { ProductCard as ProductCardData } from '@suraksha/contracts/catalog';
import { PRODUCT_TITLE_LINES } from '@suraksha/domain/constants';
import type { CSSProperties } from 'react';
import { priceDisplay } from '@suraksha/domain/price-display';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { useCatalogSlots } from './catalog-slots.tsx';
import { usePriceView } from './customer-prices.tsx';
import { ShownPrice } from './shown-price.tsx';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../ui/placeholder-image.ts';
import { useNepaliText } from '../../i18n/nepali-text.ts';
import { useLocalisedPath } from '../../i18n/use-language.ts';

/** Product photos are square; the size lets the browser reserve the space before they load. */
const IMAGE_SIZE_PX = 600;
/** Two columns on phones, three on tablets, four beside the filters on desktops (product-card.css). */
const IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 992px) 22vw, (min-width: 768px) 31vw, 48vw';

const titleStyle = { '--product-title-lines': PRODUCT_TITLE_LINES } as CSSProperties;

/**
 * The one product card of the shop. SPEC §4: a visitor sees only the linked name (no price, no
 * wishlist button, not even a brand line: the name carries the brand); a signed-in customer sees the
 * price by the one rule and the wishlist button. Compare (issue #3) and Add to bag (decision 0053) join them.
 * The server renders the visitor view. A visitor's card has no price row at all (an empty one read
 * as a broken card); the customer's row arrives with their sign-in. The SKU has its own line because
 * the name is clamped and long names lose their ending. The wishlist heart sits in the photo's top-left
 * corner: product artwork carries its resolution badge (4MP, 5MP) in the top-right one.
 */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const href = useLocalisedPath()(`/products/${product.slug}`);
  const title = useNepaliText()(product.title, product.ne?.title);
  const view = usePriceView(product);
  const { cardActions, compareToggle, bagButton } = useCatalogSlots();
  // Only what has a price goes in the bag; the rest is quoted (SPEC §4).
  const purchasable =
    view.kind === 'customer' && view.prices !== null && priceDisplay({ on_request: product.on_request, ...view.prices }).kind === 'price';
  return (
    <article className="product-card">
      {/* The image repeats the title link for pointer users; keyboard and screen-reader users get one link. */}
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={product.image}
          fallbackSrc={PRODUCT_PLACEHOLDER_IMAGE}
          alt={product.image_alt ?? title}
          width={IMAGE_SIZE_PX}
          height={IMAGE_SIZE_PX}
          sizes={IMAGE_SIZES}
        />
      </Link>
      <div className="product-card__body">
        <h3 className="product-card__title" style={titleStyle}>
          <Link to={href}>{title}</Link>
        </h3>
        <p className="product-card__sku">{t('catalogue.card.sku', { sku: product.sku })}</p>
        {view.kind === 'customer' && (
          <div className="product-card__price">
            <ShownPrice product={{ slug: product.slug, title, on_request: product.on_request }} prices={view.prices} />
          </div>
        )}
        {purchasable && bagButton(product)}
        {compareToggle(product)}
      </div>
      {view.kind === 'customer' && <div className="product-card__actions">{cardActions(product)}</div>}
    </article>
  );
}
