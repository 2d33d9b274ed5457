import { useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { errorMessageOf } from '../../lib/api-errors.ts';
import { HeartIcon } from '../../ui/icons.tsx';
import { useWishlist } from './wishlist-store.ts';

export const LOGIN_REQUIRED = 'Login required!';

export interface WishlistButtonProps {
  productSlug: string;
  className?: string;
}

/**
 * The heart of a product: adds it to the wishlist ('Added to wishlist!', success) or, when it
 * is there, removes it ('Removed from wishlist!', error style as SPEC §7 says). A visitor gets
 * 'Login required!' (SPEC §5).
 */
export function WishlistButton({ productSlug, className = 'btn btn-outline-danger' }: WishlistButtonProps) {
  const { t } = useTranslation();
  const message = useMessageText();
  const { status, lines, add, remove } = useWishlist();
  const [busy, setBusy] = useState(false);
  const line = lines?.find((l) => l.product_slug === productSlug);

  async function toggle() {
    if (status === 'loading' || busy) return;
    if (status === 'visitor') {
      toast.error(message(LOGIN_REQUIRED));
      return;
    }
    setBusy(true);
    try {
      if (line) toast.error(message((await remove(line.slug)).message));
      else toast.success(message((await add(productSlug)).message));
    } catch (err) {
      toast.error(message(errorMessageOf(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`${className} wishlist-button${line ? ' wishlist-button--on' : ''}`}
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={Boolean(line)}
      aria-label={line ? t('catalogue.wishlist.remove') : t('catalogue.wishlist.add')}
    >
      <HeartIcon size={18} />
    </button>
  );
}
