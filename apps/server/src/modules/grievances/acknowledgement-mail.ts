import { GRIEVANCE_CATEGORY_LABELS, type GrievanceCategory } from '@suraksha/contracts/grievance-messages';
import type { SellerInformation } from '@suraksha/contracts/seller-information';
import { GRIEVANCE_RESPONSE_DAYS } from '@suraksha/domain/grievance-deadline';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { readableDate, dayInNepal } from '@suraksha/domain/nepal-time';
import { oneLine } from '../forms/submission-reference.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * The complainant's receipt: the reference, the day the shop must answer by (BS and AD) and who
 * answers, the grievance officer of the seller-information setting. Plain text, as every form mail.
 */
export function grievanceAcknowledgementMail(
  seller: Pick<SellerInformation, 'business_name' | 'grievance_officer_name' | 'grievance_officer_phone' | 'grievance_officer_email'>,
  complaint: { reference: string; to: string; name: string; category: GrievanceCategory; dueAt: Date },
): OutgoingMail {
  return {
    to: complaint.to,
    template: 'grievance-acknowledgement',
    subject: `Your complaint ${complaint.reference} is registered`,
    text: [
      `Dear ${oneLine(complaint.name, 100)},`,
      '',
      `We have registered your complaint (${GRIEVANCE_CATEGORY_LABELS[complaint.category]}) under the reference ${complaint.reference}.`,
      `Our grievance officer will answer you by e-mail by ${readableDate(dayInNepal(complaint.dueAt))}, within ${GRIEVANCE_RESPONSE_DAYS} days of receiving it.`,
      '',
      `Grievance officer: ${seller.grievance_officer_name}, ${formatPhone(seller.grievance_officer_phone)}, ${seller.grievance_officer_email}`,
      '',
      `Reference: ${complaint.reference}`,
      seller.business_name,
    ].join('\n'),
  };
}
