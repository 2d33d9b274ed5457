import type { SellerInformation } from '@suraksha/contracts/seller-information';

/** The seller information as the API answers it (the owner's settings), for the footer, the seller page and the settings form. */
export function aSeller(overrides: Partial<SellerInformation> = {}): SellerInformation {
  return {
    business_name: 'Suraksha Traders Pvt. Ltd.',
    address: 'Kalanki, Kathmandu 14, Bagmati Province, Nepal',
    phone: '+97715123456',
    email: 'info@suraksha.com.np',
    pan_vat_number: '301234567',
    company_registration_number: '234567/077/078',
    commerce_registration_number: 'DoCSCP 2082/0456',
    grievance_officer_name: 'Sunita Maharjan',
    grievance_officer_phone: '+9779851012345',
    grievance_officer_email: 'complaints@suraksha.com.np',
    prices_include_vat: true,
    return_policy_page: 'return-policy',
    warranty_page: 'warranty-policy',
    delivery_page: 'shipping-policy',
    ...overrides,
  };
}
