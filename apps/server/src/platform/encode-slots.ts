/**
 * Image decoding and encoding (sharp) is the heaviest work the server does: at most two images are
 * worked on at a time across the whole process, whether they are storefront variants made on first
 * request or photos staff upload, so a burst of either cannot take every core from the shop.
 */
const MAX_CONCURRENT_ENCODES = 2;

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` once one of the two slots is free. */
export async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}
