import { contactRequest, contactThanks, type ContactResponse } from '@suraksha/contracts/contact';
import { CONTACT_MESSAGES } from '@suraksha/contracts/contact-messages';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/request-context.ts';
import { optionalNepaliPhone } from '../forms/form-rules.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { contactMessageMail } from './contact-mail.ts';
import { insertContactMessage } from './repo.ts';

/** The contract's form with the Nepali phone rule; a valid phone is stored in E.164 (decision 0120). */
export const contactSubmission = contactRequest.extend({
  phone: optionalNepaliPhone(contactRequest.shape.phone, CONTACT_MESSAGES.phoneInvalid),
});
export type ContactSubmission = z.output<typeof contactSubmission>;

export const newContactReference = (): string => newReference('C');

/**
 * Keeps a contact message and queues the shop's mail about it in one transaction: both exist
 * or neither does. A reference that is already taken is drawn again.
 */
export async function submitContactMessage(
  ctx: RequestContext,
  submission: ContactSubmission,
  drawReference: () => string = newContactReference,
): Promise<ContactResponse> {
  const content = {
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    subject: submission.subject,
    message: submission.message,
  };
  const reference = await storeWithFreshReference(ctx.db, drawReference, async (tx, drawn) => {
    await insertContactMessage(tx, {
      ...content,
      phone: content.phone ?? null,
      subject: content.subject ?? null,
      reference: drawn,
      ip: ctx.ip,
    });
    await enqueueMail(tx, contactMessageMail(ctx.shop.email, { ...content, reference: drawn }));
  });
  return { result: 'success', message: contactThanks(reference), reference };
}
