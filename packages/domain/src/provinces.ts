/**
 * Nepal's seven provinces by their current names, each with the number it was first known by,
 * as people still say both ("Bagmati, Province 3"). The e-waste form, the service request and
 * the checkout offer exactly this list.
 */
export const NEPAL_PROVINCES = [
  'Koshi (Province 1)',
  'Madhesh (Province 2)',
  'Bagmati (Province 3)',
  'Gandaki (Province 4)',
  'Lumbini (Province 5)',
  'Karnali (Province 6)',
  'Sudurpashchim (Province 7)',
] as const;

export type NepalProvince = (typeof NEPAL_PROVINCES)[number];

export function isNepalProvince(value: string): value is NepalProvince {
  return (NEPAL_PROVINCES as readonly string[]).includes(value);
}
