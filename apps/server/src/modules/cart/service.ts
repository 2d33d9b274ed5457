import { CART_MESSAGES, type CartChangeResponse, type CartState, onlyLeftInStock } from '@suraksha/contracts/cart';
import { paisaToRupees } from '@suraksha/domain/money';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { addPieces, findOwnLine, findProductForBag, listLines, removeLine, setQuantity } from './repo.ts';
import { type PricedProduct, newLineSlug, sellingPricePaisa } from './selling-price.ts';
import { type BagVat, bagVat, pricesIncludeVatNow, vatAmountField } from './bag-vat.ts';

interface BagProduct extends PricedProduct {
  id: number;
  active: boolean;
  stock: number;
}

/** The bag as SPEC §3 describes it, priced now from the database (a changed price shows at once). */
export async function getCart(db: Database, userId: number): Promise<CartState> {
  return (await loadBag(db, userId)).state;
}

export interface LoadedBag {
  state: CartState;
  subtotalPaisa: number;
  /** The VAT added on top, with or without a coupon (none when the prices include VAT). */
  vat: BagVat;
  /** What the bag costs before a coupon or the wallet: the subtotal with its VAT. */
  totalPaisa: number;
}

/** The bag, its subtotal and VAT in paisa: what wallet, coupon and checkout quotes start from. */
export async function loadBag(db: Database, userId: number): Promise<LoadedBag> {
  const [rows, pricesIncludeVat] = await Promise.all([listLines(db, userId), pricesIncludeVatNow(db)]);
  const carts: CartState['carts'] = [];
  const priced: { unitPaisa: number; quantity: number }[] = [];
  let subTotalPaisa = 0;
  let pieces = 0;
  for (const row of rows) {
    const unitPaisa = row.active ? sellingPricePaisa(row) : null;
    // A product withdrawn or turned on-request since it was added cannot be bought: it is left
    // out of the bag and its totals, and comes back (with its quantity) if it returns.
    if (unitPaisa === null) continue;
    const linePaisa = unitPaisa * row.quantity;
    subTotalPaisa += linePaisa;
    pieces += row.quantity;
    priced.push({ unitPaisa, quantity: row.quantity });
    carts.push({
      slug: row.slug,
      product_slug: row.productSlug,
      product_name: row.title,
      image: row.image,
      price: paisaToRupees(unitPaisa),
      qty: row.quantity,
      line_total: paisaToRupees(linePaisa),
    });
  }
  // Discount and cashback come from coupons and the wallet at checkout; the bag has none.
  const discountPaisa = 0;
  const cashbackPaisa = 0;
  const vat = bagVat(priced, pricesIncludeVat);
  const vatPaisa = vat.vatPaisa(0); // before any coupon: the bag has none
  const subtotalPaisa = subTotalPaisa - discountPaisa - cashbackPaisa;
  const state: CartState = {
    result: 'success',
    cartCount: carts.length,
    carts,
    cartSubTotal: paisaToRupees(subTotalPaisa),
    discountAmount: paisaToRupees(discountPaisa),
    cashbackAmount: paisaToRupees(cashbackPaisa),
    totalAmount: paisaToRupees(subtotalPaisa + vatPaisa),
    totalCart: pieces,
    ...vatAmountField(vatPaisa),
  };
  return { state, subtotalPaisa, vat, totalPaisa: subtotalPaisa + vatPaisa };
}

/** Refuses a product the bag cannot hold: unknown or withdrawn (404), on request or unpriced (409). */
function assertPurchasable(product: BagProduct | null): asserts product is BagProduct {
  if (!product || !product.active) throw new NotFoundError(CART_MESSAGES.productNotFound);
  if (sellingPricePaisa(product) === null) throw new ConflictError(CART_MESSAGES.onRequest);
}

function notEnoughStock(stock: number): ConflictError {
  return new ConflictError(stock > 0 ? onlyLeftInStock(stock) : CART_MESSAGES.outOfStock, {
    quantity: stock > 0 ? onlyLeftInStock(stock) : CART_MESSAGES.outOfStock,
  });
}

/** Adds a product to the bag; a product already there gets the pieces added to its line. */
export async function addToCart(db: Database, userId: number, productSlug: string, quantity: number): Promise<CartChangeResponse> {
  const product = await findProductForBag(db, productSlug);
  assertPurchasable(product);
  if (quantity > product.stock) throw notEnoughStock(product.stock);
  const added = await addPieces(db, { slug: newLineSlug(), userId, productId: product.id, quantity });
  if (!added) {
    // The line already held so many that the sum would pass the stock: say what is left now.
    const fresh = await findProductForBag(db, productSlug);
    throw notEnoughStock(fresh?.stock ?? 0);
  }
  return { ...(await getCart(db, userId)), message: CART_MESSAGES.added };
}

/** Sets the quantity of one of the customer's lines (1 to the stock on hand). */
export async function updateCartLine(db: Database, userId: number, slug: string, quantity: number): Promise<CartState> {
  const line = await findOwnLine(db, userId, slug);
  if (!line) throw new NotFoundError(CART_MESSAGES.lineNotFound);
  assertPurchasable(line.product);
  if (quantity > line.product.stock || !(await setQuantity(db, line.lineId, userId, quantity))) {
    const fresh = await findOwnLine(db, userId, slug);
    throw notEnoughStock(fresh?.product.stock ?? 0);
  }
  return getCart(db, userId);
}

/** Removes one of the customer's lines. */
export async function removeFromCart(db: Database, userId: number, slug: string): Promise<CartChangeResponse> {
  if (!(await removeLine(db, userId, slug))) throw new NotFoundError(CART_MESSAGES.lineNotFound);
  return { ...(await getCart(db, userId)), message: CART_MESSAGES.removed };
}
