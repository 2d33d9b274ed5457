import { type ReactNode, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useTranslation } from '../../i18n/react.tsx';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { BagIcon } from '../../ui/icons.tsx';
import { bagErrorMessage, useAddToBag } from './bag-api.ts';

export const LOGIN_REQUIRED = 'Login required!';

export interface AddToBagButtonProps {
  productSlug: string;
  /** Pieces to add (default 1). */
  quantity?: number;
  className?: string;
  /** Accessible name when the visible text alone is ambiguous (many cards on one page). */
  label?: string;
  children?: ReactNode;
}

/** SPEC §5: a visitor gets 'Login required!'; a customer adds the product and sees 'Added to bag!'. */
export function AddToBagButton({ productSlug, quantity = 1, className = 'btn btn-primary', label, children }: AddToBagButtonProps) {
  const { t } = useTranslation();
  const message = useMessageText();
  const { status } = useAuth();
  const addToBag = useAddToBag();
  const [busy, setBusy] = useState(false);

  async function add() {
    if (status === 'loading' || busy) return;
    if (status === 'visitor') {
      toast.error(message(LOGIN_REQUIRED));
      return;
    }
    setBusy(true);
    try {
      const answer = await addToBag(productSlug, quantity);
      toast.success(message(answer.message));
    } catch (err) {
      toast.error(message(bagErrorMessage(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className={className} onClick={() => void add()} disabled={busy} aria-busy={busy} aria-label={label}>
      <BagIcon size={18} /> {children ?? t('catalogue.bag.add')}
    </button>
  );
}
