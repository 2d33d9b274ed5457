import type { SubmissionReceived } from '@suraksha/contracts/inbound-form-fields';
import { FORM_MESSAGES, SUPPORT_TICKET_FIELDS, TICKET_NOT_FOUND, TICKET_STATUS_LABELS } from '@suraksha/contracts/inbound-form-messages';
import { supportTicketFields, supportTicketThanks, type TicketStatusResponse } from '@suraksha/contracts/support-ticket';
import type { z } from 'zod';
import type { Database } from '../../platform/database.ts';
import { findThread } from '../inbox/inbox-repo.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { type RequestContext, customerIdOf } from '../../platform/request-context.ts';
import { type AcceptedFile, IMAGE_OR_PDF, type MultipartForm, withOptionalUpload } from '../../platform/uploads.ts';
import { nepaliPhone } from '../forms/form-rules.ts';
import { checkSubmission } from '../forms/form-validation.ts';
import { submissionMail } from '../forms/submission-mail.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { findTicketOf, insertSupportTicket } from './repo.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

const supportTicketSubmission = supportTicketFields.extend({ phone: nepaliPhone(supportTicketFields.shape.phone) });
export type SupportTicketSubmission = z.output<typeof supportTicketSubmission>;

export function checkSupportTicketForm(form: MultipartForm) {
  return checkSubmission(supportTicketSubmission, form.fields, SUPPORT_TICKET_FIELDS, form.files, {
    field: 'attachment',
    allowed: IMAGE_OR_PDF,
    wrongType: FORM_MESSAGES.attachmentType,
  });
}

/** Opens a ticket (status 'new'): the row, its attachment and the shop's mail, all or none. */
export async function openSupportTicket(
  ctx: RequestContext,
  { ticket, attachment }: { ticket: SupportTicketSubmission; attachment: AcceptedFile | undefined },
): Promise<SubmissionReceived> {
  const reference = await withOptionalUpload(ctx.shop.dataDir, 'support-tickets', attachment, (upload) =>
    storeWithFreshReference(
      ctx.db,
      () => newReference('T'),
      async (tx, drawn) => {
        await insertSupportTicket(tx, {
          reference: drawn,
          ip: ctx.ip,
          userId: customerIdOf(ctx.actor),
          name: ticket.name,
          email: ticket.email,
          phone: ticket.phone,
          orderNumber: ticket.order_number ?? null,
          subject: ticket.subject,
          message: ticket.message,
          attachmentFile: upload?.fileName ?? null,
        });
        await enqueueMail(
          tx,
          submissionMail(ctx.shop.email, {
            template: 'support-ticket',
            subject: `Support ticket ${drawn}: ${ticket.subject}`,
            intro: `A customer opened a support ticket (number ${drawn}).`,
            lines: [
              ['Name', ticket.name],
              ['E-mail', ticket.email],
              ['Phone', formatPhone(ticket.phone)],
              ['Order number', ticket.order_number],
              ['Subject', ticket.subject],
            ],
            body: ticket.message,
            upload,
          }),
        );
      },
    ),
  );
  return { result: 'success', message: supportTicketThanks(reference), reference };
}

/**
 * A ticket's status for whoever knows both its number and the e-mail it was opened with. A wrong
 * pair answers exactly as an unknown number, so nobody can probe which tickets exist.
 */
export async function ticketStatus(db: Database, ticketNumber: string, email: string): Promise<TicketStatusResponse> {
  const ticket = await findTicketOf(db, ticketNumber.trim().toUpperCase(), email.trim());
  if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
  const replies = await findThread(db, 'support', ticket.id, true);
  return {
    result: 'success',
    ticket: {
      ticketNumber: ticket.reference,
      subject: ticket.subject,
      status: ticket.status,
      statusLabel: TICKET_STATUS_LABELS[ticket.status],
      openedAt: ticket.createdAt.toISOString(),
      updatedAt: ticket.updatedAt.toISOString(),
      replies: replies.map((reply) => ({ body: reply.body, at: reply.at.toISOString() })),
    },
  };
}
