import { CUSTOMER_MESSAGES, type CustomerActionResponse } from '@suraksha/contracts/admin/customers';
import { audit, auditContextOf } from '../../platform/audit.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { passwordResetMail, verificationCodeMail } from '../accounts/account-mails.ts';
import { refuseCodeRequest } from '../accounts/email-verification-service.ts';
import { revokeAllTokens } from '../accounts/tokens-repo.ts';
import { type CodePurpose, codeRequestRefusal, createCode } from '../accounts/verification-codes-repo.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { type CustomerAccountRow, findCustomerAccount, markDisabled, markEnabled } from './customer-desk-repo.ts';
import { customerDetail } from './customer-desk-service.ts';

/**
 * What staff do to a customer's account (issue #15, decision 0094), each audited in the
 * transaction of its change: disable (every token ends, sign-in and old tokens are refused),
 * enable, resend the verification code, start a password reset (the customer's own mails).
 */

type StaffContext = RequestContext<StaffActor>;

async function customerOrNotFound(ctx: StaffContext, id: number): Promise<CustomerAccountRow> {
  const account = await findCustomerAccount(ctx.db, id);
  if (!account) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
  return account;
}

async function answer(ctx: StaffContext, id: number, message: string): Promise<CustomerActionResponse> {
  return { result: 'success', message, customer: await customerDetail(ctx.db, id) };
}

/** Disables the account: every token of it is revoked in the same transaction, and it cannot sign in until enabled. */
export async function disableCustomer(ctx: StaffContext, id: number, reason: string): Promise<CustomerActionResponse> {
  await customerOrNotFound(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const at = new Date();
    if (!(await markDisabled(tx, id, at))) throw new ConflictError(CUSTOMER_MESSAGES.alreadyDisabled);
    await revokeAllTokens(tx, id);
    await audit(tx, auditContextOf(ctx), {
      action: 'customer.disable',
      entity: 'user',
      entityId: id,
      before: { disabled_at: null },
      after: { disabled_at: at, reason },
    });
  });
  return answer(ctx, id, CUSTOMER_MESSAGES.disabled);
}

/** Enables a disabled account: the customer signs in again (the tokens ended at disabling stay ended). */
export async function enableCustomer(ctx: StaffContext, id: number): Promise<CustomerActionResponse> {
  await customerOrNotFound(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const wasDisabledAt = await markEnabled(tx, id);
    if (!wasDisabledAt) throw new ConflictError(CUSTOMER_MESSAGES.alreadyEnabled);
    await audit(tx, auditContextOf(ctx), {
      action: 'customer.enable',
      entity: 'user',
      entityId: id,
      before: { disabled_at: wasDisabledAt },
      after: { disabled_at: null },
    });
  });
  return answer(ctx, id, CUSTOMER_MESSAGES.enabled);
}

/**
 * A fresh code of `purpose` mailed to the customer, under the same per-account limits as the
 * customer's own request (one a minute, five an hour: 429 beyond), audited with the mail.
 */
async function mailCode(ctx: StaffContext, account: CustomerAccountRow, purpose: CodePurpose, action: string) {
  const refusal = await codeRequestRefusal(ctx.db, account.id, purpose);
  if (refusal) refuseCodeRequest(refusal);
  await ctx.db.transaction(async (tx) => {
    const code = await createCode(tx, account.id, purpose);
    const mail =
      purpose === 'email_verification'
        ? verificationCodeMail(account, code, ctx.shop.publicUrl)
        : passwordResetMail(account, code, ctx.shop.publicUrl);
    await enqueueMail(tx, mail);
    // The code itself never reaches the log: only that a mail went, and to whom.
    await audit(tx, auditContextOf(ctx), { action, entity: 'user', entityId: account.id, after: { mailed_to: account.email } });
  });
}

/** Resends the verification code; 409 when the address is verified already. */
export async function resendCustomerVerification(ctx: StaffContext, id: number): Promise<CustomerActionResponse> {
  const account = await customerOrNotFound(ctx, id);
  if (account.emailVerifiedAt) throw new ConflictError(CUSTOMER_MESSAGES.alreadyVerified);
  await mailCode(ctx, account, 'email_verification', 'customer.verification_resend');
  return answer(ctx, id, CUSTOMER_MESSAGES.verificationSent);
}

/** Starts a password reset: the customer gets the same code mail as their own 'Forgot password'. */
export async function startCustomerPasswordReset(ctx: StaffContext, id: number): Promise<CustomerActionResponse> {
  const account = await customerOrNotFound(ctx, id);
  await mailCode(ctx, account, 'password_reset', 'customer.password_reset');
  return answer(ctx, id, CUSTOMER_MESSAGES.passwordResetSent);
}
