import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal, isCalendarDate } from '@suraksha/domain/nepal-time';
import { nepaliPhoneE164 } from '@suraksha/domain/nepal-phone';
import { isNepalProvince } from '@suraksha/domain/provinces';
import { z } from 'zod';

/**
 * The rules of packages/domain that the forms' contracts cannot carry themselves (contracts
 * import nothing of the project): added on the server to a contract's field.
 */

/** The Nepali phone rule on a value the contract has already checked for presence and length. */
function toNepaliPhone(value: string, ctx: z.RefinementCtx, invalid: string): string {
  const phone = nepaliPhoneE164(value);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  }
  return phone;
}

/**
 * A Nepali phone (packages/domain nepal-phone.ts), stored in E.164 (+9779801234567, +97714123456;
 * decision 0120); every form and the checkout use this one. `invalid` is the contract's message.
 */
export const nepaliPhone = (field: z.ZodType<string>, invalid: string = FORM_MESSAGES.phoneInvalid) =>
  field.transform((value, ctx) => toNepaliPhone(value, ctx, invalid));

/** The same rule on a phone the sender may leave out (the contract turns a blank into undefined). */
export const optionalNepaliPhone = (field: z.ZodType<string | undefined>, invalid: string) =>
  field.transform((value, ctx) => (value === undefined ? undefined : toNepaliPhone(value, ctx, invalid)));

export const province = (field: z.ZodString, message: string) => field.refine(isNepalProvince, message);

/** A date that has already come (in Nepal): a purchase date. */
export const pastOrToday = (field: z.ZodString, invalid: string) =>
  field.refine(isCalendarDate, invalid).refine((date) => date <= dayInNepal(), FORM_MESSAGES.purchaseDateFuture);

/** An optional date that is today or later (in Nepal): a preferred visit date. */
export const optionalTodayOrLater = (field: z.ZodType<string | undefined>) =>
  field
    .refine((date) => date === undefined || isCalendarDate(date), FORM_MESSAGES.preferredDateInvalid)
    .refine((date) => date === undefined || !isCalendarDate(date) || date >= dayInNepal(), FORM_MESSAGES.preferredDatePast);
