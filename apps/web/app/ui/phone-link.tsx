import { formatPhone } from '@suraksha/domain/nepal-phone';
import type { ComponentPropsWithoutRef } from 'react';

/** The shop's few numbers, formatted once: libphonenumber's parse was ~1% of a product page's server CPU. */
const shownPhones = new Map<string, string>();
const SHOWN_PHONES_KEPT = 256;

function shownPhone(phone: string): string {
  let shown = shownPhones.get(phone);
  if (shown === undefined) {
    if (shownPhones.size >= SHOWN_PHONES_KEPT) shownPhones.clear();
    shown = formatPhone(phone);
    shownPhones.set(phone, shown);
  }
  return shown;
}

/**
 * A stored phone (E.164, decision 0120) as a link that dials it, showing it as a Nepali reads it
 * (980-1234567, 01-4123456). The tel: link keeps E.164: it dials from any phone, in Nepal or abroad.
 */
export function PhoneLink({ phone, ...link }: { phone: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'>) {
  return (
    <a {...link} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
      {shownPhone(phone)}
    </a>
  );
}
