/**
 * The inbound forms (six, and complaints to the grievance officer, decision 0128) the inbox gathers (issue #17), and what every back-office screen calls each:
 * the inbox's list and item, the home's newest items and the reply mail's subject read these, so
 * one form never goes by two names.
 */
export const INBOX_KINDS = ['quote', 'service', 'ewaste', 'support', 'contact', 'career', 'grievance'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Readonly<Record<InboxKind, string>> = {
  quote: 'Quote request',
  service: 'Service request',
  ewaste: 'E-waste pickup',
  support: 'Support ticket',
  contact: 'Contact message',
  career: 'Job application',
  grievance: 'Grievance',
};
