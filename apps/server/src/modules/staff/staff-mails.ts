import { STAFF_INVITATION_TTL_HOURS, STAFF_ROLE_LABELS } from '@suraksha/contracts/admin/staff';
import type { StaffRole } from '@suraksha/domain/permissions';
import type { OutgoingMail } from '../mail/outbox.ts';

/** The back office's mails to staff. Plain text, like the account mails: the link on a line of its own. */

const signature = 'Suraksha — security products in Nepal';

/** The one-time link an invited staff member opens to set their password. */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/admin/invite/${token}`;

export function staffInvitationMail(
  to: { name: string; email: string },
  invite: { role: StaffRole; inviterName: string; link: string },
): OutgoingMail {
  return {
    to: to.email,
    template: 'staff-invitation',
    subject: "You are invited to Suraksha's back office",
    text: [
      `Namaste ${to.name},`,
      '',
      `${invite.inviterName} invited you to Suraksha's back office as ${STAFF_ROLE_LABELS[invite.role]}.`,
      '',
      'Set your password here:',
      invite.link,
      '',
      `The link works once, for ${STAFF_INVITATION_TTL_HOURS} hours. Then sign in with your e-mail address and`,
      'password; at the first sign-in you set up an authenticator app (such as Google',
      'Authenticator or Aegis) for the 6-digit codes the back office asks for.',
      '',
      'If you did not expect this mail, you can ignore it: nothing happens until the link is used.',
      '',
      signature,
    ].join('\n'),
  };
}
