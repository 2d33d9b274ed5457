import { nepaliPhoneE164 } from './nepal-phone.ts';

/**
 * One person's e-mail address and phone, however they are written, for telling whether two
 * accounts belong to the same person (decision 0084: no self-referral). Not for storing or
 * mailing: the address a customer typed stays theirs.
 */

/** Gmail delivers googlemail.com, dots and +tags to the same mailbox. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches: lower case, the +tag dropped (Gmail, Outlook, iCloud, Proton,
 * Fastmail and most hosts deliver `name+anything@` to `name@`), and for Gmail the dots of the
 * local part dropped and googlemail.com read as gmail.com. Other hosts keep their dots: there
 * `s.sharma@` and `ssharma@` can be two people.
 */
export function canonicalEmail(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1).replace(/\.$/, '');
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (!GMAIL_DOMAINS.has(domain)) return `${local}@${domain}`;
  return `${local.replaceAll('.', '')}@gmail.com`;
}

/**
 * A phone in E.164 (+977 and the national number without its trunk 0): '+9779801234567',
 * '+97714123456', whether it was stored before decision 0120 ('9801234567', '01-4123456') or after.
 * A number that is not Nepali keeps only its digits and a leading +, so two spellings of it still
 * compare equal; null when there are no digits at all.
 */
export function canonicalPhone(phone: string): string | null {
  const nepali = nepaliPhoneE164(phone);
  if (nepali !== null) return nepali;
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  return phone.trim().startsWith('+') ? `+${digits}` : digits;
}
