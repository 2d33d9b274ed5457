/**
 * Nepal's seven provinces by their current names, with the number people still use beside it
 * (SPEC §5 "Province 1 to 7"). One list for the checkout address and the e-waste form.
 */
export const PROVINCES = [
  'Koshi (Province 1)',
  'Madhesh (Province 2)',
  'Bagmati (Province 3)',
  'Gandaki (Province 4)',
  'Lumbini (Province 5)',
  'Karnali (Province 6)',
  'Sudurpashchim (Province 7)',
] as const;

export type Province = (typeof PROVINCES)[number];

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The province `input` names, as its label: the label itself, the name alone ('Bagmati',
 * 'Bagmati Province') or the number ('Province 3'), in any case. Null when it names none.
 */
export function provinceOf(input: string): Province | null {
  const wanted = squash(input);
  if (wanted === '') return null;
  for (const label of PROVINCES) {
    const [name = '', number = ''] = /^(\S+) \((Province \d)\)$/.exec(label)?.slice(1) ?? [];
    const forms = [label, name, `${name} Province`, number].map(squash);
    if (forms.includes(wanted)) return label;
  }
  return null;
}
