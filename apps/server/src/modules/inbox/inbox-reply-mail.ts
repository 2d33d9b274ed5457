import { INBOX_KIND_LABELS, type InboxKind } from '@suraksha/contracts/admin/inbox-kinds';
import { oneLine } from '../forms/submission-reference.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * The shop's answer to a form, written by staff in the inbox. Plain text only: what staff type
 * reaches the sender as text. The subject names the reference so the sender's reply and the
 * shop's mailbox keep the conversation together; a support ticket's mail says where its status is.
 */
export function inboxReplyMail(
  publicUrl: string,
  reply: { kind: InboxKind; reference: string; to: string; name: string; body: string },
): OutgoingMail {
  const lookUp =
    reply.kind === 'support'
      ? ['', `You can follow this ticket at ${new URL('/support-ticket', publicUrl).href} with its number and your e-mail.`]
      : [];
  return {
    to: reply.to,
    template: 'inbox-reply',
    subject: `Re: your ${INBOX_KIND_LABELS[reply.kind].toLowerCase()} ${reply.reference}`,
    text: [`Dear ${oneLine(reply.name, 100)},`, '', reply.body, ...lookUp, '', `Reference: ${reply.reference}`, 'Suraksha'].join('\n'),
  };
}
