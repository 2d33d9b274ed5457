import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on its first use (decision 0125). Only uploads, product images, inbox previews and a
 * missing image variant need it; loading libvips at start-up cost every process ~27 MB resident, a
 * storefront that only serves pages and cached variants among them.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
