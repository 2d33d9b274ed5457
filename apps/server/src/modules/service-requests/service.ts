import { SERVICE_MESSAGES } from '@suraksha/contracts/admin/content-services';
import type { SubmissionReceived } from '@suraksha/contracts/inbound-form-fields';
import { FORM_MESSAGES } from '@suraksha/contracts/inbound-form-messages';
import { serviceRequestBody, serviceRequestThanks } from '@suraksha/contracts/service-request';
import type { z } from 'zod';
import { NotFoundError } from '../../platform/errors.ts';
import { type RequestContext, customerIdOf } from '../../platform/request-context.ts';
import { nepaliPhone, optionalTodayOrLater, province } from '../forms/form-rules.ts';
import { nepalAddressCheck, storedNepalPlace } from '../forms/nepal-address-rules.ts';
import { submissionMail } from '../forms/submission-mail.ts';
import { newReference, storeWithFreshReference } from '../forms/submission-reference.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { findRequestableService, insertServiceRequest } from './repo.ts';
import { formatPhone } from '@suraksha/domain/nepal-phone';

/** The contract's body with the Nepali phone, province and date rules, and a district, local level and ward of the province. */
export const serviceRequestSubmission = serviceRequestBody
  .extend({
    phone: nepaliPhone(serviceRequestBody.shape.phone),
    province: province(serviceRequestBody.shape.province, FORM_MESSAGES.provinceRequired),
    preferred_date: optionalTodayOrLater(serviceRequestBody.shape.preferred_date),
  })
  .superRefine(nepalAddressCheck('province'));
export type ServiceRequestSubmission = z.output<typeof serviceRequestSubmission>;

/**
 * Keeps a request for one service (status 'new') and the shop's mail about it, together. A
 * signed-in customer's request is linked to the account, so it shows under My Service.
 */
export async function requestService(
  ctx: RequestContext,
  { serviceSlug, request }: { serviceSlug: string; request: ServiceRequestSubmission },
): Promise<SubmissionReceived> {
  const service = await findRequestableService(ctx.db, serviceSlug);
  if (!service) throw new NotFoundError(SERVICE_MESSAGES.notRequestable);
  const userId = customerIdOf(ctx.actor);
  const place = storedNepalPlace(request.province, request);
  const reference = await storeWithFreshReference(
    ctx.db,
    () => newReference('S'),
    async (tx, drawn) => {
      await insertServiceRequest(tx, {
        reference: drawn,
        ip: ctx.ip,
        userId,
        serviceId: service.id,
        name: request.name,
        phone: request.phone,
        email: request.email,
        province: request.province,
        district: place.district ?? request.district,
        municipality: place.municipality,
        ward: place.ward,
        address: request.address,
        preferredDate: request.preferred_date ?? null,
        message: request.message ?? null,
      });
      await enqueueMail(
        tx,
        submissionMail(ctx.shop.email, {
          template: 'service-request',
          subject: `Service request ${drawn}: ${service.title}`,
          intro: `A ${userId === null ? 'visitor' : 'signed-in customer'} asked for ${service.title} (reference ${drawn}).`,
          lines: [
            ['Name', request.name],
            ['Phone', formatPhone(request.phone)],
            ['E-mail', request.email],
            ['Province', request.province],
            ['District', place.district ?? request.district],
            ['Municipality', place.municipality],
            ['Ward', place.ward?.toString()],
            ['Address', request.address],
            ['Preferred date', request.preferred_date],
          ],
          body: request.message,
        }),
      );
    },
  );
  return { result: 'success', message: serviceRequestThanks(reference), reference };
}
