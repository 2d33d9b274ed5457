import { formatPhone } from '@suraksha/domain/nepal-phone';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * A stored phone (E.164, decision 0120) as a link that dials it, showing it as a Nepali reads it
 * (980-1234567, 01-4123456). The tel: link keeps E.164: it dials from any phone, in Nepal or abroad.
 */
export function PhoneLink({ phone, ...link }: { phone: string } & Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'children'>) {
  return (
    <a {...link} href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
      {formatPhone(phone)}
    </a>
  );
}
