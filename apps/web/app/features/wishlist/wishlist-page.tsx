import type { WishlistLine } from '@suraksha/contracts/wishlist';
import { formatRupees } from '../../lib/money.ts';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../lib/api-errors.ts';
import { useWishlist } from './wishlist-store.ts';
import './wishlist.css';
import { PageFrame } from '../../ui/page-frame.tsx';
import { MY_ACCOUNT_CRUMB } from '../../lib/session/account-crumb.ts';
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
  const { status, lines, remove } = useWishlist();
  const navigate = useNavigate();
  const [busyLine, setBusyLine] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'visitor') navigate(loginBackTo('/wishlists'), { replace: true });
  }, [status, navigate]);

  async function removeLine(line: WishlistLine) {
    setBusyLine(line.slug);
    try {
      toast.error((await remove(line.slug)).message);
    } catch (err) {
      toast.error(errorMessageOf(err));
    } finally {
      setBusyLine(null);
    }
  }

  async function moveToBag(line: WishlistLine) {
    setBusyLine(line.slug);
    try {
      const added = await addToBag(line.product_slug);
      toast.success(added.message);
    } catch (err) {
      // Not in the bag: it stays in the wishlist.
      toast.error(bagErrorMessage(err));
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
    <PageFrame title="My Wishlist" parents={[MY_ACCOUNT_CRUMB]}>
      {lines === null ? (
        <div className="wishlist-page__loading" role="status" aria-label="Loading your wishlist">
          <span className="spinner-border" aria-hidden="true" />
        </div>
      ) : lines.length === 0 ? (
        <div className="wishlist-page__empty">
          <p>No item found</p>
          <Link to="/products" className="btn btn-outline-primary">
            Browse products
          </Link>
        </div>
      ) : (
        <ul className="wishlist-lines" aria-label="Products in your wishlist">
          {lines.map((line) => {
            const href = `/products/${line.product_slug}`;
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
                    {line.product_price === null ? 'Price on request' : formatRupees(line.product_price)}
                  </p>
                </div>
                <div className="wishlist-line__actions">
                  {line.product_price === null ? (
                    <Link to={href} className="btn btn-outline-primary btn-sm">
                      Ask for a quote
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      disabled={busy}
                      onClick={() => void moveToBag(line)}
                      aria-label={`Move ${line.product_name} to bag`}
                    >
                      Move to bag
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-link text-danger btn-sm"
                    disabled={busy}
                    onClick={() => void removeLine(line)}
                    aria-label={`Remove ${line.product_name}`}
                  >
                    Remove
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
