import { CAREER_MESSAGES } from '@suraksha/contracts/admin/content-careers';
import {
  type CareerDetailResponse,
  type CareerListResponse,
  careerApplicationFields,
  careerApplicationThanks,
} from '@suraksha/contracts/careers';
import type { SubmissionReceived } from '@suraksha/contracts/inbound-form-fields';
import { CAREER_APPLICATION_FIELDS, FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { dayInNepal, readableDate } from '@suraksha/domain/nepal-time';
import type { z } from 'zod';
import type { Database } from '../../platform/database.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { type RequestContext, customerIdOf } from '../../platform/request-context.ts';
import { sanitizeRichText } from '../../platform/sanitize-html.ts';
import { type AcceptedFile, CV_DOCUMENT, type MultipartForm, withStoredUpload } from '../../platform/uploads.ts';
import { nepaliPhone } from '../forms/form-rules.ts';
import { checkSubmission } from '../forms/form-validation.ts';
import { submissionMail } from '../forms/submission-mail.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { takesApplications } from './deadline-rule.ts';
import { findPublishedCareer, insertCareerApplication, listOpenCareers } from './repo.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

const NOT_FOUND = 'This opening does not exist.';

/** The openings /career lists today (Nepal): published, not past their deadline. */
export async function careerList(db: Database): Promise<CareerListResponse> {
  const rows = await listOpenCareers(db, dayInNepal());
  return { result: 'success', careers: rows.map(({ id: _id, ...card }) => card) };
}

type CareerPageRow = NonNullable<Awaited<ReturnType<typeof findPublishedCareer>>>;

/** An opening's page (description sanitized) and whether it still takes applications; the back office's preview uses it too. */
export function careerPage(row: CareerPageRow, today: string): CareerDetailResponse {
  const { id: _id, description, ...card } = row;
  return {
    result: 'success',
    career: { ...card, description: sanitizeRichText(description), applications_open: takesApplications(row.deadline, today) },
  };
}

/** A published opening; past its deadline it is still shown, saying applications are closed. */
export async function careerDetail(db: Database, slug: string): Promise<CareerDetailResponse> {
  const row = await findPublishedCareer(db, slug);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return careerPage(row, dayInNepal());
}

/**
 * The opening an application is for, checked before its body is read: 404 when it is not published,
 * 409 with the day it closed once its deadline has passed.
 */
export async function openCareer(db: Database, slug: string) {
  const row = await findPublishedCareer(db, slug);
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (!takesApplications(row.deadline, dayInNepal())) {
    throw new ConflictError(CAREER_MESSAGES.closedOn(row.title, readableDate(row.deadline as string)));
  }
  return { id: row.id, title: row.title };
}

const careerApplication = careerApplicationFields.extend({ phone: nepaliPhone(careerApplicationFields.shape.phone) });
export type CareerApplication = z.output<typeof careerApplication>;

/** Every field and the CV: PDF, DOC (an OLE compound file) or DOCX (a ZIP that is a Word document), by its bytes. */
export function checkCareerApplicationForm(form: MultipartForm) {
  return checkSubmission(careerApplication, form.fields, CAREER_APPLICATION_FIELDS, form.files, {
    field: 'cv',
    allowed: CV_DOCUMENT,
    wrongType: FORM_MESSAGES.cvType,
    required: FORM_MESSAGES.cvRequired,
  });
}

/** The application (status 'new'), its CV and the shop's mail: all or none. */
export async function applyForCareer(
  ctx: RequestContext,
  { career, application, cv }: { career: { id: number; title: string }; application: CareerApplication; cv: AcceptedFile },
): Promise<SubmissionReceived> {
  const reference = await withStoredUpload(ctx.shop.dataDir, 'careers', cv, (upload) =>
    storeWithFreshReference(
      ctx.db,
      () => newReference('J'),
      async (tx, drawn) => {
        await insertCareerApplication(tx, {
          reference: drawn,
          ip: ctx.ip,
          userId: customerIdOf(ctx.actor),
          careerId: career.id,
          name: application.name,
          email: application.email,
          phone: application.phone,
          coverLetter: application.cover_letter ?? null,
          cvFile: upload.fileName,
        });
        await enqueueMail(
          tx,
          submissionMail(ctx.shop.email, {
            template: 'career-application',
            subject: `Application ${drawn}: ${career.title}`,
            intro: `Someone applied for ${career.title} (reference ${drawn}).`,
            lines: [
              ['Name', application.name],
              ['E-mail', application.email],
              ['Phone', formatPhone(application.phone)],
            ],
            body: application.cover_letter,
            upload,
          }),
        );
      },
    ),
  );
  return { result: 'success', message: careerApplicationThanks(reference, career.title), reference };
}
