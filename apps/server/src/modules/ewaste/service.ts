import { ewasteFields, ewasteThanks } from '@suraksha/contracts/ewaste';
import { EWASTE_FIELDS, FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import type { SubmissionReceived } from '@suraksha/contracts/inbound-form-fields';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/request-context.ts';
import { type AcceptedFile, IMAGE_OR_PDF, type MultipartForm, withOptionalUpload } from '../../platform/uploads.ts';
import { checkSubmission } from '../forms/form-validation.ts';
import { nepaliPhone, pastOrToday, province } from '../forms/form-rules.ts';
import { nepalAddressCheck, storedNepalPlace } from '../forms/nepal-address-rules.ts';
import { submissionMail } from '../forms/submission-mail.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { insertEwasteSubmission } from './repo.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

const ewasteSubmission = ewasteFields
  .extend({
    mobile_number: nepaliPhone(ewasteFields.shape.mobile_number),
    state: province(ewasteFields.shape.state, FORM_MESSAGES.stateRequired),
    purchase_date: pastOrToday(ewasteFields.shape.purchase_date, FORM_MESSAGES.purchaseDateInvalid),
  })
  .superRefine(nepalAddressCheck('state'));
export type EwasteSubmission = z.output<typeof ewasteSubmission>;

/** Checks every field and the billing card (JPEG, PNG, WebP or PDF by its bytes); 400 with a message per field. */
export function checkEwasteForm(form: MultipartForm) {
  return checkSubmission(ewasteSubmission, form.fields, EWASTE_FIELDS, form.files, {
    field: 'billing_card',
    allowed: IMAGE_OR_PDF,
    wrongType: FORM_MESSAGES.billingCardType,
  });
}

/**
 * Keeps the submission (status 'new'), its billing card under DATA_DIR/uploads/ewaste and the
 * shop's mail: all three or none.
 */
export async function submitEwaste(
  ctx: RequestContext,
  { submission, billingCard }: { submission: EwasteSubmission; billingCard: AcceptedFile | undefined },
): Promise<SubmissionReceived> {
  const place = storedNepalPlace(submission.state, submission);
  const reference = await withOptionalUpload(ctx.shop.dataDir, 'ewaste', billingCard, (upload) =>
    storeWithFreshReference(
      ctx.db,
      () => newReference('W'),
      async (tx, drawn) => {
        await insertEwasteSubmission(tx, {
          reference: drawn,
          ip: ctx.ip,
          name: submission.name,
          email: submission.email,
          state: submission.state,
          ...place,
          mobileNumber: submission.mobile_number,
          city: submission.city,
          address: submission.address,
          landmark: submission.landmark ?? null,
          productName: submission.product_name,
          serialNumber: submission.serial_number ?? null,
          purchaseDate: submission.purchase_date,
          billingCardFile: upload?.fileName ?? null,
          remarks: submission.remarks ?? null,
        });
        await enqueueMail(
          tx,
          submissionMail(ctx.shop.email, {
            template: 'ewaste-submission',
            subject: `E-waste request ${drawn}: ${submission.product_name}`,
            intro: `A visitor asked for an e-waste pickup (reference ${drawn}).`,
            lines: [
              ['Name', submission.name],
              ['E-mail', submission.email],
              ['Mobile', formatPhone(submission.mobile_number)],
              ['Province', submission.state],
              ['District', place.district],
              ['Municipality', place.municipality],
              ['Ward', place.ward?.toString()],
              ['City', submission.city],
              ['Address', submission.address],
              ['Landmark', submission.landmark],
              ['Product', submission.product_name],
              ['Serial No.', submission.serial_number],
              ['Purchase date', submission.purchase_date],
            ],
            body: submission.remarks,
            upload,
          }),
        );
      },
    ),
  );
  return { result: 'success', message: ewasteThanks(reference), reference };
}
