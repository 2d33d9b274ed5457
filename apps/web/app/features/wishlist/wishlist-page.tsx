import type { WishlistLine } from '@suraksha/contracts/wishlist';
import { formatRupees } from '../../lib/money.ts';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocalisedPath } from '../../i18n/use-language.ts';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-errors.ts';
import { useWishlist } from './wishlist-store.ts';
import './wishlist.css';
import { PageFrame } from '../../ui/page-frame.tsx';
import { useMyAccountCrumb } from '../../lib/session/account-crumb.ts';
import { loginBackTo } from '../../lib/session/login-path.ts';

/** The same placeholder the product cards show for a product without a photo. */
const PLACEHOLDER_IMAGE = '/placeholder-product.svg';

export interface WishlistPageProps {
  /**
   * Puts a product into the bag and resolves with the server's toast ('Added to bag!'); rejects
   * with the server's message. The route supplies it from the cart feature.
   */
  addToBag(productSlug: string): Promise<{ message: string }>;
  /** What to toast for a failed addToBag. */
  bagErrorMessage(err: unknown): string;
}

/** /wishlists: lines with 'Move to bag' and remove; signed-in customers only (visitors go to /login). */
export function WishlistPage({ addToBag, bagErrorMessage }: WishlistPageProps) {
  const { t } = useTranslation();
  const myAccount = useMyAccountCrumb();
  const localised = useLocalisedPath();
  const message = useMessageText();
  const { status, lines, remove } = useWishlist();
  const navigate = useNavigate();
  const [busyLine, setBusyLine] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'visitor') navigate(localised(loginBackTo(localised('/wishlists'))), { replace: true });
  }, [status, navigate, localised]);

  async function removeLine(line: WishlistLine) {
    setBusyLine(line.slug);
    try {
      toast.error(message((await remove(line.slug)).message));
    } catch (err) {
      toast.error(message(errorMessageOf(err)));
    } finally {
      setBusyLine(null);
    }
  }

  async function moveToBag(line: WishlistLine) {
    setBusyLine(line.slug);
    try {
      const added = await addToBag(line.product_slug);
      toast.success(message(added.message));
    } catch (err) {
      // Not in the bag: it stays in the wishlist.
      toast.error(message(bagErrorMessage(err)));
      setBusyLine(null);
      return;
    }
    try {
      await remove(line.slug);
    } catch (err) {
      console.error('Could not take the product off the wishlist.', err);
    } finally {
      setBusyLine(null);
    }
  }

  return (
    <PageFrame title={t('catalogue.wishlist.title')} parents={[myAccount]}>
      {lines === null ? (
        <div className="wishlist-page__loading" role="status" aria-label={t('catalogue.wishlist.loading')}>
          <span className="spinner-border" aria-hidden="true" />
        </div>
      ) : lines.length === 0 ? (
        <div className="wishlist-page__empty">
          <p>{t('catalogue.wishlist.empty')}</p>
          <Link to={localised('/products')} className="btn btn-outline-primary">
            {t('catalogue.wishlist.browse')}
          </Link>
        </div>
      ) : (
        <ul className="wishlist-lines" aria-label={t('catalogue.wishlist.lines')}>
          {lines.map((line) => {
            const href = localised(`/products/${line.product_slug}`);
            const busy = busyLine === line.slug;
            return (
              <li key={line.slug} className="wishlist-line" data-testid="wishlist-line" aria-busy={busy}>
                <Link to={href} className="wishlist-line__image" tabIndex={-1} aria-hidden="true">
                  <img src={line.image ?? PLACEHOLDER_IMAGE} alt="" width={96} height={96} loading="lazy" decoding="async" />
                </Link>
                <div className="wishlist-line__details">
                  <Link to={href} className="wishlist-line__name">
                    {line.product_name}
                  </Link>
                  <p className="wishlist-line__price">
                    {line.product_price === null ? t('catalogue.wishlist.priceOnRequest') : formatRupees(line.product_price)}
                  </p>
                </div>
                <div className="wishlist-line__actions">
                  {line.product_price === null ? (
                    <Link to={href} className="btn btn-outline-primary btn-sm">
                      {t('catalogue.wishlist.askQuote')}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      disabled={busy}
                      onClick={() => void moveToBag(line)}
                      aria-label={t('catalogue.wishlist.moveNamedToBag', { name: line.product_name })}
                    >
                      {t('catalogue.wishlist.moveToBag')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-link text-danger btn-sm"
                    disabled={busy}
                    onClick={() => void removeLine(line)}
                    aria-label={t('catalogue.wishlist.removeNamed', { name: line.product_name })}
                  >
                    {t('catalogue.wishlist.removeLine')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
