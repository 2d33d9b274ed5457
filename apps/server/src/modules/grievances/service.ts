import { DEFAULT_LANGUAGE } from '@suraksha/domain/site-languages';
import { GRIEVANCE_CATEGORY_LABELS, GRIEVANCE_FIELDS, grievanceThanks } from '@suraksha/contracts/grievance-messages';
import { grievanceFields, type GrievanceReceived } from '@suraksha/contracts/grievance';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { grievanceDueAt } from '@suraksha/domain/grievance-deadline';
import { formatPhone } from '@suraksha/domain/nepal-phone';
import type { z } from 'zod';
import { type RequestContext, customerIdOf } from '../../platform/request-context.ts';
import { type AcceptedFile, IMAGE_OR_PDF, type MultipartForm, withOptionalUpload } from '../../platform/uploads.ts';
import { nepaliPhone } from '../forms/form-rules.ts';
import { checkSubmission } from '../forms/form-validation.ts';
import { submissionMail } from '../forms/submission-mail.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { readSellerInformation } from '../settings/seller-information-repo.ts';
import { grievanceAcknowledgementMail } from './acknowledgement-mail.ts';
import { insertGrievance } from './repo.ts';

const grievanceSubmission = grievanceFields.extend({ phone: nepaliPhone(grievanceFields.shape.phone) });
export type GrievanceSubmission = z.output<typeof grievanceSubmission>;

export function checkGrievanceForm(form: MultipartForm) {
  return checkSubmission(grievanceSubmission, form.fields, GRIEVANCE_FIELDS, form.files, {
    field: 'attachment',
    allowed: IMAGE_OR_PDF,
    wrongType: FORM_MESSAGES.attachmentType,
  });
}

/**
 * Registers a complaint (decision 0128): the row with its due time, its attachment, the shop's mail
 * and the complainant's acknowledgement, all or none. `receivedAt` is now; tests may fix it.
 */
export async function fileGrievance(
  ctx: RequestContext,
  { grievance, attachment }: { grievance: GrievanceSubmission; attachment: AcceptedFile | undefined },
  receivedAt: Date = new Date(),
): Promise<GrievanceReceived> {
  const dueAt = grievanceDueAt(receivedAt);
  const seller = await readSellerInformation(ctx.db);
  const category = GRIEVANCE_CATEGORY_LABELS[grievance.category];
  const reference = await withOptionalUpload(ctx.shop.dataDir, 'grievances', attachment, (upload) =>
    storeWithFreshReference(
      ctx.db,
      () => newReference('GRV'),
      async (tx, drawn) => {
        await insertGrievance(tx, {
          reference: drawn,
          ip: ctx.ip,
          userId: customerIdOf(ctx.actor),
          name: grievance.name,
          email: grievance.email,
          phone: grievance.phone,
          orderNumber: grievance.order_number ?? null,
          category: grievance.category,
          description: grievance.description,
          attachmentFile: upload?.fileName ?? null,
          createdAt: receivedAt,
          dueAt,
        });
        await enqueueMail(
          tx,
          submissionMail(seller.grievance_officer_email, {
            template: 'grievance',
            subject: `Complaint ${drawn}: ${category}`,
            intro: `A customer filed a complaint (reference ${drawn}). The law asks for an answer by ${dueAt.toISOString()}.`,
            lines: [
              ['Name', grievance.name],
              ['E-mail', grievance.email],
              ['Phone', formatPhone(grievance.phone)],
              ['Order number', grievance.order_number],
              ['About', category],
            ],
            body: grievance.description,
            upload,
          }),
        );
        await enqueueMail(
          tx,
          grievanceAcknowledgementMail(
            seller,
            {
              reference: drawn,
              to: grievance.email,
              name: grievance.name,
              category: grievance.category,
              dueAt,
            },
            ctx.language ?? DEFAULT_LANGUAGE,
          ),
        );
      },
    ),
  );
  return {
    result: 'success',
    message: grievanceThanks(reference),
    reference,
    received_at: receivedAt.toISOString(),
    due_at: dueAt.toISOString(),
  };
}
