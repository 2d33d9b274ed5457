import { STAFF_ROLES, type StaffRole } from '@suraksha/domain/permissions';
import { z } from 'zod';
import { accountEmail, newPassword, personName } from '../accounts.ts';
import { resultSuccess } from '../error-envelope.ts';

/**
 * The owner's staff accounts (/api/admin/staff, issue #15): list, invite by e-mail with a one-time
 * link, change a role, disable and enable. The invited person opens the link without a session
 * (/api/admin/auth/invitations/{token}) and sets a password; TOTP enrolment follows at the first sign-in.
 */

/** How a role reads on the screens. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  warehouse: 'Warehouse',
  editor: 'Editor',
};

/** How long an invitation link works. */
export const STAFF_INVITATION_TTL_HOURS = 72;

export const STAFF_ADMIN_MESSAGES = {
  role: `Choose a role: ${STAFF_ROLES.join(', ')}.`,
  emailOfCustomer: 'A customer account already uses this e-mail address. Invite the person with another address.',
  emailOfStaff: 'This e-mail address already belongs to a staff member.',
  invited: (email: string) => `An invitation was sent to ${email}. The link works for ${STAFF_INVITATION_TTL_HOURS} hours, once.`,
  reinvited: (email: string) => `A new invitation was sent to ${email}. The earlier link no longer works.`,
  notStaff: 'There is no such staff member.',
  notYourself: 'You cannot change your own role or disable your own account. Another owner can.',
  lastOwner: 'The shop must keep at least one active owner. Make someone else an owner first.',
  roleChanged: (name: string, role: StaffRole) => `${name} is now ${STAFF_ROLE_LABELS[role]}.`,
  roleUnchanged: (name: string, role: StaffRole) => `${name} is already ${STAFF_ROLE_LABELS[role]}.`,
  disabled: (name: string) => `${name} is disabled and has been signed out everywhere.`,
  enabled: (name: string) => `${name} can sign in again.`,
  alreadyDisabled: (name: string) => `${name} is already disabled.`,
  alreadyEnabled: (name: string) => `${name} is not disabled.`,
  invitationUnknown: 'This invitation link is not valid. Please ask the shop owner for a new one.',
  invitationEnded: 'This invitation has been used or has expired. Please ask the shop owner for a new one.',
  accepted: 'Your password is set. Sign in with your e-mail address and password, then set up your authenticator app.',
} as const;

export const staffRole = z.enum(STAFF_ROLES, { error: STAFF_ADMIN_MESSAGES.role });

/** One staff member as the owner's list shows them. */
export const staffListEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRole,
  /** Whether the person has an authenticator (TOTP) set up. */
  totp_enrolled: z.boolean(),
  disabled: z.boolean(),
  /** Invited, and the password not set yet. */
  invitation_pending: z.boolean(),
  /** When the pending invitation's link stops working (ISO time), else null. */
  invitation_expires_at: z.string().nullable(),
  /** The last successful back-office sign-in (ISO time), or null. */
  last_sign_in_at: z.string().nullable(),
});
export type StaffListEntry = z.infer<typeof staffListEntry>;

export const staffListResponse = z.object({ result: resultSuccess, staff: z.array(staffListEntry) });
export type StaffListResponse = z.infer<typeof staffListResponse>;

export const staffInviteBody = z.object({ email: accountEmail, name: personName, role: staffRole });
export type StaffInviteBody = z.input<typeof staffInviteBody>;

export const staffRoleBody = z.object({ role: staffRole });
export type StaffRoleBody = z.input<typeof staffRoleBody>;

/** The answer of every change: the server's sentence and the member as they are now. */
export const staffChangeResponse = z.object({ result: resultSuccess, message: z.string(), staff: staffListEntry });
export type StaffChangeResponse = z.infer<typeof staffChangeResponse>;

/** What the invited person sees before setting a password. */
export const staffInvitationResponse = z.object({
  result: resultSuccess,
  invitation: z.object({ name: z.string(), email: z.string(), role: staffRole, expires_at: z.string() }),
});
export type StaffInvitationResponse = z.infer<typeof staffInvitationResponse>;

export const staffInvitationAcceptBody = z.object({ password: newPassword });
export type StaffInvitationAcceptBody = z.input<typeof staffInvitationAcceptBody>;

export const staffInvitationAcceptResponse = z.object({ result: resultSuccess, message: z.string(), email: z.string() });
export type StaffInvitationAcceptResponse = z.infer<typeof staffInvitationAcceptResponse>;
