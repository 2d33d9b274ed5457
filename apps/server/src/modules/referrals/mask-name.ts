/**
 * A friend's name as the referrer's list shows it: the first letter of each word and a fixed
 * run of stars ("Ramesh Thapa" → "R**** T****"). A referral code can be posted anywhere, so a
 * stranger may join with it; the list confirms someone joined without naming them in full, and
 * the fixed length does not give away how long the name is.
 */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '****';
  return words.map((word) => `${[...word][0]?.toUpperCase() ?? ''}****`).join(' ');
}
