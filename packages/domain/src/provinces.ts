/**
 * Nepal's seven provinces by their current names, each with the number it was first known by,
 * as people still say both ("Bagmati, Province 3"; SPEC §5 "Province 1 to 7"). The e-waste form,
 * the service request and the checkout offer exactly this list.
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

/** Exactly one of the labels (what the forms' select sends). */
export function isNepalProvince(value: string): value is NepalProvince {
  return (NEPAL_PROVINCES as readonly string[]).includes(value);
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The province `input` names, as its label: the label itself, the name alone ('Bagmati',
 * 'Bagmati Province') or the number ('Province 3'), in any case. Null when it names none.
 * The checkout accepts these, as an address typed or saved elsewhere writes them.
 */
export function provinceOf(input: string): NepalProvince | null {
  const wanted = squash(input);
  if (wanted === '') return null;
  for (const label of NEPAL_PROVINCES) {
    const [name = '', number = ''] = /^(\S+) \((Province \d)\)$/.exec(label)?.slice(1) ?? [];
    const forms = [label, name, `${name} Province`, number].map(squash);
    if (forms.includes(wanted)) return label;
  }
  return null;
}
