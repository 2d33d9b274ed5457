import { type PricedLine, vatAddedPaisa } from '@suraksha/domain/checkout-totals';
import { SHIPPING_COST_PAISA } from '@suraksha/domain/constants';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { sellerInformation } from '../settings/seller-information-service.ts';

/**
 * VAT on top of the bag (decision 0131). The owner's setting `prices_include_vat` says whether the
 * catalogue prices include VAT; when they do not, the bag, the coupon and wallet quotes and the
 * checkout add 13% of subtotal − coupon + shipping, by the invoice's own rule (vatAddedPaisa).
 */

export interface BagVat {
  pricesIncludeVat: boolean;
  /** The VAT added when `couponPaisa` comes off the bag (0 when prices include VAT). */
  vatPaisa(couponPaisa: number): number;
}

/** Whether the shop's catalogue prices include VAT now (the owner's setting; true by default). */
export async function pricesIncludeVatNow(db: Database): Promise<boolean> {
  return (await sellerInformation(db)).prices_include_vat;
}

export function bagVat(lines: PricedLine[], pricesIncludeVat: boolean): BagVat {
  return {
    pricesIncludeVat,
    vatPaisa: (couponPaisa) => vatAddedPaisa({ lines, couponPaisa, shippingPaisa: SHIPPING_COST_PAISA, pricesIncludeVat }),
  };
}

/** The answers' `vatAmount`: present only when VAT is added, so a VAT-inclusive shop answers the SPEC's shapes as they are. */
export function vatAmountField(vatPaisa: number): { vatAmount?: number } {
  return vatPaisa > 0 ? { vatAmount: paisaToRupees(vatPaisa) } : {};
}
