import { randomInt } from 'node:crypto';

/** Read aloud or typed from a phone: no 0/O, 1/I/L (the seed's alphabet). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A new order number: 'SRK-' and 8 characters from a cryptographic source (~40 bits), like the
 * seeded demo orders. It is half of the order-tracking secret, so it must not follow a sequence.
 */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SRK-${code}`;
}
