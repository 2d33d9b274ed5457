import { SELLER_INFORMATION_MESSAGES, type SellerInformation } from '@suraksha/contracts/seller-information';
import { nepaliPhoneE164 } from '@suraksha/domain/nepal-phone';
import { audit, auditContextOf } from '../../platform/audit.ts';
import type { Database } from '../../platform/database.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { RequestContext, StaffActor } from '../../platform/request-context.ts';
import { pageIdWithSlug } from '../content/page-desk-repo.ts';
import { SELLER_INFORMATION_KEY, readSellerInformation, writeSellerInformation } from './seller-information-repo.ts';

/** Who sells on this website (the footer, /pages/seller-information, the tax invoice). */
export const sellerInformation = (db: Database) => readSellerInformation(db);

const PAGE_FIELDS = ['return_policy_page', 'warranty_page', 'delivery_page'] as const;
const PHONE_FIELDS = ['phone', 'grievance_officer_phone'] as const;

/** The rules the contract cannot carry: Nepali phones (stored in E.164) and pages that exist. */
async function checked(db: Database, input: SellerInformation): Promise<SellerInformation> {
  const fields: Record<string, string> = {};
  const value = { ...input };
  for (const field of PHONE_FIELDS) {
    const phone = nepaliPhoneE164(input[field]);
    if (phone === null) fields[field] = SELLER_INFORMATION_MESSAGES.phone;
    else value[field] = phone;
  }
  for (const field of PAGE_FIELDS) {
    if ((await pageIdWithSlug(db, input[field])) === undefined) fields[field] = SELLER_INFORMATION_MESSAGES.pageSlug;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  return value;
}

/**
 * The owner saves the seller information; the change and its audit row (before and after, the
 * record of changes the E-Commerce Act's disclosures call for) commit together.
 */
export async function changeSellerInformation(ctx: RequestContext<StaffActor>, input: SellerInformation): Promise<SellerInformation> {
  const value = await checked(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    const before = await readSellerInformation(tx);
    await writeSellerInformation(tx, value, ctx.actor.staff.id);
    await audit(tx, auditContextOf(ctx), {
      action: 'setting.change',
      entity: 'setting',
      entityId: SELLER_INFORMATION_KEY,
      before,
      after: value,
    });
  });
  return value;
}
