import type { SellerInformation } from '@suraksha/contracts/seller-information';
import { SHOP_ADDRESS } from '@suraksha/domain/constants';
import { eq } from 'drizzle-orm';
import { shopSettings } from '../../db/schema/settings.ts';
import type { Database } from '../../platform/database.ts';

export const SELLER_INFORMATION_KEY = 'seller_information';

/**
 * What a new shop shows until the owner saves the form: the demo shop's details. The registration and
 * tax numbers are demo values, clearly not real ones (the owner replaces them before going live; the
 * README says so). The phones are in E.164 like every stored phone (decision 0120).
 */
export const DEFAULT_SELLER_INFORMATION: SellerInformation = {
  business_name: SHOP_ADDRESS.name,
  address: `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.city}, Bagmati Province, ${SHOP_ADDRESS.country}`,
  phone: '+97715123456',
  email: SHOP_ADDRESS.email,
  pan_vat_number: '609871234',
  company_registration_number: '234567/077/078 (Office of the Company Registrar, Kathmandu)',
  commerce_registration_number: 'DoCSCP e-commerce registration 2082/0456',
  grievance_officer_name: 'Sunita Maharjan',
  grievance_officer_phone: '+9779851012345',
  grievance_officer_email: 'complaints@suraksha.com.np',
  prices_include_vat: true,
  return_policy_page: 'return-policy',
  warranty_page: 'warranty-policy',
  delivery_page: 'shipping-policy',
};

/** The stored seller information, else the default; a stored object missing a field (an older shape) takes that field's default. */
export async function readSellerInformation(db: Database): Promise<SellerInformation> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, SELLER_INFORMATION_KEY));
  const stored = row?.value;
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return DEFAULT_SELLER_INFORMATION;
  return { ...DEFAULT_SELLER_INFORMATION, ...(stored as Partial<SellerInformation>) };
}

export async function writeSellerInformation(db: Database, value: SellerInformation, staffId: number) {
  await db
    .insert(shopSettings)
    .values({ key: SELLER_INFORMATION_KEY, value, updatedBy: staffId })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedBy: staffId, updatedAt: new Date() } });
}
