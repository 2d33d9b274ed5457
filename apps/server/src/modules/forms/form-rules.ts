import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal, isCalendarDate } from '@suraksha/domain/nepal-time';
import { isNepaliPhone, normalizeNepaliPhone } from '@suraksha/domain/nepal-phone';
import { isNepalProvince } from '@suraksha/domain/provinces';
import { z } from 'zod';

/**
 * The rules of packages/domain that the forms' contracts cannot carry themselves (contracts
 * import nothing of the project): added on the server to a contract's field.
 */

/** A Nepali phone, stored in one way of writing (9801234567, 01-4123456). */
export const nepaliPhone = (field: z.ZodString) =>
  field.refine(isNepaliPhone, FORM_MESSAGES.phoneInvalid).transform((phone) => normalizeNepaliPhone(phone) ?? phone);

export const province = (field: z.ZodString, message: string) => field.refine(isNepalProvince, message);

/** A date that has already come (in Nepal): a purchase date. */
export const pastOrToday = (field: z.ZodString, invalid: string) =>
  field.refine(isCalendarDate, invalid).refine((date) => date <= dayInNepal(), FORM_MESSAGES.purchaseDateFuture);

/** An optional date that is today or later (in Nepal): a preferred visit date. */
export const optionalTodayOrLater = (field: z.ZodType<string | undefined>) =>
  field
    .refine((date) => date === undefined || isCalendarDate(date), FORM_MESSAGES.preferredDateInvalid)
    .refine((date) => date === undefined || !isCalendarDate(date) || date >= dayInNepal(), FORM_MESSAGES.preferredDatePast);

