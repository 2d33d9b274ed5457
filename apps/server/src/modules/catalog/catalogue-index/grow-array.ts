/** The array, or a copy at least `length` long (doubling, so appending one by one stays linear). */
export function grown<T extends Int32Array | Float64Array | Uint8Array>(array: T, length: number): T {
  if (array.length >= length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(length, array.length * 2));
  next.set(array);
  return next;
}
