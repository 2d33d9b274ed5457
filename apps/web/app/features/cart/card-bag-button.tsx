import { useTranslation } from '../../i18n/react.tsx';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { AddToBagButton } from './add-to-bag-button.tsx';

/**
 * The product card's add-to-bag button. SPEC §4: a visitor sees only the linked name on a card,
 * so the button shows for a signed-in customer only (and not during server rendering).
 */
export function CardBagButton({ productSlug, productName }: { productSlug: string; productName: string }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status !== 'signed-in') return null;
  return (
    <AddToBagButton
      productSlug={productSlug}
      className="btn btn-sm btn-outline-primary product-card__bag"
      label={t('catalogue.bag.addNamed', { name: productName })}
    >
      {t('catalogue.bag.add')}
    </AddToBagButton>
  );
}
