import type { InboxKind } from '@suraksha/contracts/admin/inbox-kinds';
import { GRIEVANCE_CATEGORY_LABELS } from '@suraksha/contracts/grievance-messages';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  careerApplications,
  contactMessages,
  ewasteSubmissions,
  grievances,
  quoteRequests,
  serviceRequests,
  supportTickets,
} from '../../db/schema/forms.ts';
import { products } from '../../db/schema/catalog.ts';
import { careers, services } from '../../db/schema/content.ts';

/**
 * The inbound forms (and complaints, decision 0128) as the inbox reads them (issue #17, decision 0107): each keeps its own
 * table; this maps each table's columns onto the inbox's common ones (name, e-mail, phone, the text
 * searched and summarised) and lists its fields, labelled, in the form's order for the detail page.
 */

export type InboxTable =
  | typeof quoteRequests
  | typeof serviceRequests
  | typeof ewasteSubmissions
  | typeof supportTickets
  | typeof contactMessages
  | typeof careerApplications
  | typeof grievances;

export interface InboxSource {
  table: InboxTable;
  name: PgColumn;
  email: PgColumn;
  phone: PgColumn;
  /** What the list shows beside the name: the subject, or the message. */
  summary: SQL<string | null>;
  /** The free text search looks in. */
  text: SQL<string | null>;
  /** The stored attachment's column and its folder under DATA_DIR/uploads. */
  attachment?: { column: PgColumn; folder: string };
  /** A column, or the title of the row it points at (the product, service or job asked about). */
  fields: [label: string, column: PgColumn | SQL][];
  /** A legal response deadline (complaints, decision 0128): when the answer is due and when it came. */
  deadline?: { dueAt: PgColumn; answeredAt: PgColumn };
}

const t = sql<string | null>;

/** A complaint's category as the back office reads it (the contract's labels, one source). */
const grievanceCategoryLabel = sql`case ${grievances.category} ${sql.join(
  Object.entries(GRIEVANCE_CATEGORY_LABELS).map(([value, label]) => sql`when ${value} then ${label}`),
  sql` `,
)} end`;

export const INBOX_SOURCES: Record<InboxKind, InboxSource> = {
  quote: {
    table: quoteRequests,
    name: quoteRequests.fullName,
    email: quoteRequests.emailAddress,
    phone: quoteRequests.phoneNumber,
    summary: t`${quoteRequests.message}`,
    text: t`concat_ws(' ', ${quoteRequests.companyName}, ${quoteRequests.message})`,
    fields: [
      ['Product', sql`(select ${products.title} from ${products} where ${products.id} = ${quoteRequests.productId})`],
      ['Customer type', quoteRequests.type],
      ['Full name', quoteRequests.fullName],
      ['E-mail', quoteRequests.emailAddress],
      ['Phone', quoteRequests.phoneNumber],
      ['Company', quoteRequests.companyName],
      ['Address', quoteRequests.address],
      ['Message', quoteRequests.message],
    ],
  },
  service: {
    table: serviceRequests,
    name: serviceRequests.name,
    email: serviceRequests.email,
    phone: serviceRequests.phone,
    summary: t`${serviceRequests.message}`,
    text: t`${serviceRequests.message}`,
    fields: [
      ['Service', sql`(select ${services.title} from ${services} where ${services.id} = ${serviceRequests.serviceId})`],
      ['Name', serviceRequests.name],
      ['Phone', serviceRequests.phone],
      ['E-mail', serviceRequests.email],
      ['Province', serviceRequests.province],
      ['District', serviceRequests.district],
      ['Municipality', serviceRequests.municipality],
      ['Ward', serviceRequests.ward],
      ['Address', serviceRequests.address],
      ['Preferred date', serviceRequests.preferredDate],
      ['Message', serviceRequests.message],
    ],
  },
  ewaste: {
    table: ewasteSubmissions,
    name: ewasteSubmissions.name,
    email: ewasteSubmissions.email,
    phone: ewasteSubmissions.mobileNumber,
    summary: t`${ewasteSubmissions.productName}`,
    text: t`concat_ws(' ', ${ewasteSubmissions.productName}, ${ewasteSubmissions.serialNumber}, ${ewasteSubmissions.remarks})`,
    attachment: { column: ewasteSubmissions.billingCardFile, folder: 'ewaste' },
    fields: [
      ['Name', ewasteSubmissions.name],
      ['E-mail', ewasteSubmissions.email],
      ['Mobile number', ewasteSubmissions.mobileNumber],
      ['State', ewasteSubmissions.state],
      ['District', ewasteSubmissions.district],
      ['Municipality', ewasteSubmissions.municipality],
      ['Ward', ewasteSubmissions.ward],
      ['City', ewasteSubmissions.city],
      ['Address', ewasteSubmissions.address],
      ['Landmark', ewasteSubmissions.landmark],
      ['Product', ewasteSubmissions.productName],
      ['Serial number', ewasteSubmissions.serialNumber],
      ['Purchase date', ewasteSubmissions.purchaseDate],
      ['Remarks', ewasteSubmissions.remarks],
    ],
  },
  support: {
    table: supportTickets,
    name: supportTickets.name,
    email: supportTickets.email,
    phone: supportTickets.phone,
    summary: t`${supportTickets.subject}`,
    text: t`concat_ws(' ', ${supportTickets.subject}, ${supportTickets.orderNumber}, ${supportTickets.message})`,
    attachment: { column: supportTickets.attachmentFile, folder: 'support-tickets' },
    fields: [
      ['Name', supportTickets.name],
      ['E-mail', supportTickets.email],
      ['Phone', supportTickets.phone],
      ['Order number', supportTickets.orderNumber],
      ['Subject', supportTickets.subject],
      ['Message', supportTickets.message],
    ],
  },
  contact: {
    table: contactMessages,
    name: contactMessages.name,
    email: contactMessages.email,
    phone: contactMessages.phone,
    summary: t`coalesce(${contactMessages.subject}, ${contactMessages.message})`,
    text: t`concat_ws(' ', ${contactMessages.subject}, ${contactMessages.message})`,
    fields: [
      ['Name', contactMessages.name],
      ['E-mail', contactMessages.email],
      ['Phone', contactMessages.phone],
      ['Subject', contactMessages.subject],
      ['Message', contactMessages.message],
    ],
  },
  career: {
    table: careerApplications,
    name: careerApplications.name,
    email: careerApplications.email,
    phone: careerApplications.phone,
    summary: t`${careerApplications.coverLetter}`,
    text: t`${careerApplications.coverLetter}`,
    attachment: { column: careerApplications.cvFile, folder: 'careers' },
    fields: [
      ['Job', sql`(select ${careers.title} from ${careers} where ${careers.id} = ${careerApplications.careerId})`],
      ['Name', careerApplications.name],
      ['E-mail', careerApplications.email],
      ['Phone', careerApplications.phone],
      ['Cover letter', careerApplications.coverLetter],
    ],
  },
  grievance: {
    table: grievances,
    name: grievances.name,
    email: grievances.email,
    phone: grievances.phone,
    summary: t`${grievances.description}`,
    text: t`concat_ws(' ', ${grievances.orderNumber}, ${grievances.description})`,
    attachment: { column: grievances.attachmentFile, folder: 'grievances' },
    deadline: { dueAt: grievances.dueAt, answeredAt: grievances.answeredAt },
    fields: [
      ['Name', grievances.name],
      ['Phone', grievances.phone],
      ['E-mail', grievances.email],
      ['Order number', grievances.orderNumber],
      ['About', grievanceCategoryLabel],
      ['Complaint', grievances.description],
      ['Answer', grievances.answer],
    ],
  },
};
