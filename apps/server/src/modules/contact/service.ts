import { randomInt } from 'node:crypto';
import { contactRequest, contactThanks, type ContactResponse } from '@suraksha/contracts/contact';
import { CONTACT_MESSAGES } from '@suraksha/contracts/contact-messages';
import { isNepaliPhone, normalizeNepaliPhone } from '@suraksha/domain/nepal-phone';
import type { z } from 'zod';
import type { Database } from '../../platform/database.ts';
import { uniqueViolation } from '../accounts/users-repo.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { contactMessageMail } from './contact-mail.ts';
import { insertContactMessage } from './repo.ts';

/** The contract's form with the Nepali phone rule; a valid phone is stored in one way of writing. */
export const contactSubmission = contactRequest.extend({
  phone: contactRequest.shape.phone
    .refine((phone) => phone === undefined || isNepaliPhone(phone), CONTACT_MESSAGES.phoneInvalid)
    .transform((phone) => (phone === undefined ? undefined : (normalizeNepaliPhone(phone) ?? undefined))),
});
export type ContactSubmission = z.output<typeof contactSubmission>;

/** Characters nobody confuses when reading a reference over the phone (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_ATTEMPTS = 5;

/** 'C-' and 6 characters from a CSPRNG (31^6 ≈ 8.9 × 10^8 references). */
export function newContactReference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `C-${code}`;
}

/**
 * Keeps a contact message and queues the shop's mail about it in one transaction: both exist
 * or neither does. A reference that is already taken is drawn again.
 */
export async function submitContactMessage(
  db: Database,
  shopEmail: string,
  submission: ContactSubmission,
  ip: string,
  drawReference: () => string = newContactReference,
): Promise<ContactResponse> {
  const content = {
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    subject: submission.subject,
    message: submission.message,
  };
  for (let attempt = 1; ; attempt++) {
    const reference = drawReference();
    try {
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await insertContactMessage(tx, { ...content, phone: content.phone ?? null, subject: content.subject ?? null, reference, ip });
        await enqueueMail(tx, contactMessageMail(shopEmail, { ...content, reference }));
      });
      return { result: 'success', message: contactThanks(reference), reference };
    } catch (err) {
      if (attempt < REFERENCE_ATTEMPTS && uniqueViolation(err) !== null) continue;
      throw err;
    }
  }
}
