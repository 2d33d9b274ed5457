import type { CartState } from '@suraksha/contracts/cart';
import type { CheckoutBody, CheckoutResponse, CommerceConflict } from '@suraksha/contracts/checkout';
import { ALREADY_APPLIED, COUNTRY_NEPAL, PAYMENT_CASH_ON_DELIVERY } from '@suraksha/contracts/checkout-messages';
import { SHOP_CODE } from '@suraksha/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useMessageText } from '../../i18n/use-message-text.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessageOf, fieldErrorsOf } from '../../lib/api-errors.ts';
import { useAuth } from '../../lib/session/auth-provider.tsx';
import { useFocusFirstInvalid } from '../../lib/use-focus-first-invalid.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { savedAddressFields } from '../../lib/nepal-address/saved-address-fields.ts';

/** What the customer types; name and e-mail come from the profile. */
export interface AddressForm {
  company: string;
  phone: string;
  state: string;
  /** District, local level and ward (decision 0119): optional, '' for none. */
  district: string;
  municipality: string;
  ward: string;
  city: string;
  street: string;
  country: string;
  postal: string;
  /** The buyer's PAN for the tax invoice (decision 0122): optional, '' for none. */
  buyer_pan: string;
}

export const EMPTY_ADDRESS: AddressForm = {
  company: '',
  phone: '',
  state: '',
  district: '',
  municipality: '',
  ward: '',
  city: '',
  street: '',
  country: COUNTRY_NEPAL,
  postal: '',
  buyer_pan: '',
};

/** Wallet and coupon as the server quoted them for this checkout (SPEC §4: each applied once). */
export interface Applied {
  coupon: { code: string; amount: number } | null;
  wallet: number | null;
  /** What is left to pay after both, as the server said. */
  total: number | null;
  /** The VAT added on top after the coupon, as the server quoted it (decision 0131); null before a quote. */
  vat: number | null;
}

const NOTHING_APPLIED: Applied = { coupon: null, wallet: null, total: null, vat: null };

function conflictOf(err: unknown): CommerceConflict | null {
  return err instanceof ApiError && err.status === 409 ? (err.envelope as CommerceConflict | null) : null;
}

/** A fresh key per checkout attempt: a retried identical submit reuses it, a changed one gets a new one. */
function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The /checkouts screen's state and calls; every amount shown is the server's. */
export function useCheckout(onPlaced: (answer: CheckoutResponse) => void) {
  const { status, token, user, customer } = useAuth();
  const messageText = useMessageText();
  const [bag, setBag] = useState<CartState | null>(null);
  // What the customer typed over the defaults: the profile's phone (as a Nepali writes it) and the saved delivery address are the first guess.
  const [typed, setTyped] = useState<Partial<AddressForm>>({});
  const [saved, setSaved] = useState<Partial<AddressForm>>({});
  const form: AddressForm = { ...EMPTY_ADDRESS, phone: user?.phone ? formatPhone(user.phone) : '', ...saved, ...typed };
  const setField = (name: keyof AddressForm, value: string) => setTyped((before) => ({ ...before, [name]: value }));
  /** Several fields at once: the address selects change the parts below the one chosen, and may fill the city. */
  const setFields = (fields: Partial<AddressForm>) => setTyped((before) => ({ ...before, ...fields }));
  const [applied, setApplied] = useState<Applied>(NOTHING_APPLIED);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'wallet' | 'coupon' | 'submit' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  useEffect(() => {
    if (status !== 'signed-in' || !token) return;
    let current = true;
    customer.cart
      .list()
      .then((answer) => current && setBag(answer))
      .catch((err: unknown) => {
        // SPEC §8: checkout network failures are logged only.
        console.error('Could not load the bag.', err);
      });
    customer.address
      .get()
      .then((answer) => current && answer.address && setSaved(savedAddressFields(answer.address)))
      // Without it the buyer types the address, as before: logged only.
      .catch((err: unknown) => console.error('Could not load the saved address.', err));
    return () => {
      current = false;
    };
  }, [status, token, customer]);

  /** The bag changed under us: show it as it is now and let the customer apply again. */
  const takeConflict = useCallback((conflict: CommerceConflict) => {
    if (conflict.cart) {
      setBag(conflict.cart);
      setApplied(NOTHING_APPLIED);
    }
  }, []);

  const quoteWallet = (totalAmount: number, couponCode: string | null) =>
    customer.checkout.applyWallet({ totalAmount, coupon_code: couponCode });

  async function applyWallet() {
    if (applied.wallet !== null) {
      toast.error(messageText(ALREADY_APPLIED));
      return;
    }
    if (!bag || busy) return;
    setBusy('wallet');
    try {
      const quote = await quoteWallet(bag.totalAmount, applied.coupon?.code ?? null);
      setApplied((a) => ({ ...a, wallet: quote.walletAmount, total: quote.totalAmount, vat: quote.vatAmount ?? 0 }));
      toast.success(messageText(quote.message));
    } catch (err) {
      const conflict = conflictOf(err);
      if (conflict) takeConflict(conflict);
      toast.error(messageText(errorMessageOf(err)));
    } finally {
      setBusy(null);
    }
  }

  async function applyCoupon(code: string) {
    if (applied.coupon !== null) {
      toast.error(messageText(ALREADY_APPLIED));
      return;
    }
    if (!bag || busy) return;
    setBusy('coupon');
    try {
      const quote = await customer.checkout.applyCoupon({ coupon_code: code, totalAmount: bag.totalAmount, email: user?.email ?? null });
      let next: Applied = {
        coupon: { code, amount: quote.couponAmount },
        wallet: applied.wallet,
        total: quote.totalAmount,
        vat: quote.vatAmount ?? 0,
      };
      // The coupon comes off first: a wallet applied before pays what is left now.
      if (applied.wallet !== null) {
        const wallet = await quoteWallet(bag.totalAmount, code).catch(() => null);
        next = { ...next, wallet: wallet?.walletAmount ?? null, total: wallet?.totalAmount ?? quote.totalAmount };
      }
      setApplied(next);
      toast.success(messageText(quote.message));
    } catch (err) {
      const conflict = conflictOf(err);
      if (conflict) takeConflict(conflict);
      toast.error(messageText(errorMessageOf(err)));
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    if (!bag || !user || busy) return;
    const body: CheckoutBody = {
      full_name: user.name,
      email: user.email,
      ...form,
      payment: PAYMENT_CASH_ON_DELIVERY,
      shop_code: SHOP_CODE,
      wallet_amount: applied.wallet ?? 0,
      coupon_code: applied.coupon?.code ?? null,
      coupon_amount: applied.coupon?.amount ?? 0,
      total_amount: applied.total ?? bag.totalAmount,
    };
    const sent = JSON.stringify(body);
    if (attempt.current?.body !== sent) attempt.current = { key: newKey(), body: sent };
    setBusy('submit');
    setErrors({});
    try {
      const answer = await customer.checkout.submit(body, attempt.current.key);
      attempt.current = null;
      setTyped({});
      setApplied(NOTHING_APPLIED);
      toast.success(messageText(answer.message));
      onPlaced(answer);
    } catch (err) {
      // The fields' messages in the page's language: each shows under its field and as a toast.
      const fields = Object.fromEntries(Object.entries(fieldErrorsOf(err)).map(([name, message]) => [name, messageText(message)]));
      setErrors(fields);
      const messages = Object.values(fields);
      // SPEC §4: each per-field message as its own error toast, else the errorMessage.
      if (messages.length > 0) for (const message of messages) toast.error(message);
      else if (err instanceof ApiError) toast.error(messageText(errorMessageOf(err)));
      else console.error('Checkout failed.', err);
      const conflict = conflictOf(err);
      if (conflict) takeConflict(conflict);
    } finally {
      setBusy(null);
    }
  }

  return { status, user, bag, form, setField, setFields, applied, errors, busy, applyWallet, applyCoupon, submit, formRef };
}
