import { GRIEVANCE_CATEGORY_LABELS, type GrievanceCategory } from '@suraksha/contracts/grievance-messages';
import { messageIn } from '@suraksha/contracts/nepali-messages';
import type { SellerInformation } from '@suraksha/contracts/seller-information';
import type { Language } from '@suraksha/domain/site-languages';
import { GRIEVANCE_RESPONSE_DAYS } from '@suraksha/domain/grievance-deadline';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import { readableDate, dayInNepal } from '@suraksha/domain/nepal-time';
import { oneLine } from '../forms/submission-reference.ts';
import { mailText } from '../mail/mail-text.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * The complainant's receipt: the reference, the day the shop must answer by (BS and AD) and who
 * answers, the grievance officer of the seller-information setting. Plain text, as every form mail,
 * in the language the complaint was written in (decision 0129).
 */
export function grievanceAcknowledgementMail(
  seller: Pick<SellerInformation, 'business_name' | 'grievance_officer_name' | 'grievance_officer_phone' | 'grievance_officer_email'>,
  complaint: { reference: string; to: string; name: string; category: GrievanceCategory; dueAt: Date },
  language: Language,
): OutgoingMail {
  const t = mailText(language);
  const { reference } = complaint;
  return {
    to: complaint.to,
    template: 'grievance-acknowledgement',
    subject: t('grievanceReceived.subject', { reference }),
    text: [
      t('grievanceReceived.dear', { name: oneLine(complaint.name, 100) }),
      '',
      t('grievanceReceived.registered', { category: messageIn(GRIEVANCE_CATEGORY_LABELS[complaint.category], language), reference }),
      t('grievanceReceived.answerBy', { date: readableDate(dayInNepal(complaint.dueAt)), days: GRIEVANCE_RESPONSE_DAYS }),
      '',
      t('grievanceReceived.officer', {
        name: seller.grievance_officer_name,
        phone: formatPhone(seller.grievance_officer_phone),
        email: seller.grievance_officer_email,
      }),
      '',
      t('grievanceReceived.reference', { reference }),
      seller.business_name,
    ].join('\n'),
  };
}
