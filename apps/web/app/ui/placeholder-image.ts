/** Shown where a product, package or tile has no photo of its own. */
export const PRODUCT_PLACEHOLDER_IMAGE = '/placeholder-product.svg';
