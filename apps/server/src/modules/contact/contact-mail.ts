import { oneLine } from '../forms/submission-reference.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

export interface ContactMailContent {
  reference: string;
  name: string;
  email: string;
  phone: string | undefined;
  subject: string | undefined;
  message: string;
}

/**
 * The mail that tells the shop a message arrived. Plain text only, so whatever the sender typed
 * (HTML included) reaches the shop's inbox as text.
 */
export function contactMessageMail(shopEmail: string, content: ContactMailContent): OutgoingMail {
  const topic = content.subject ? oneLine(content.subject, 80) : 'no subject';
  return {
    to: shopEmail,
    template: 'contact-message',
    subject: `Contact message ${content.reference}: ${topic}`,
    text: [
      `A visitor wrote through the contact form (reference ${content.reference}).`,
      '',
      `Name: ${oneLine(content.name, 100)}`,
      `E-mail: ${content.email}`,
      `Phone: ${content.phone === undefined ? 'not given' : formatPhone(content.phone)}`,
      `Subject: ${content.subject ? oneLine(content.subject, 150) : 'not given'}`,
      '',
      content.message,
      '',
      'Reply to the sender by e-mail or phone; the message is in the back office under its reference.',
    ].join('\n'),
  };
}
