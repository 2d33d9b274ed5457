import {
  adminCareerListResponse,
  CAREER_MESSAGES as M,
  careerBody,
  careerDeskResponse,
  careerPreviewResponse,
  careerWriteResponse,
} from '@suraksha/contracts/admin/content-careers';
import type { FastifyInstance } from 'fastify';
import { registerContentDesk } from '../content/content-desk-routes.ts';
import { createCareer, getCareerForStaff, listCareersForStaff, previewCareer, updateCareer } from './desk-service.ts';

/** /api/admin/content/careers (issue #17, decision 0109): job openings on the content desk. */
export async function careerAdminRoutes(app: FastifyInstance) {
  registerContentDesk(app, {
    base: '/admin/content/careers',
    noun: 'job opening',
    notFound: M.notCareer,
    body: careerBody,
    listResponse: adminCareerListResponse,
    detailResponse: careerDeskResponse,
    writeResponse: careerWriteResponse,
    previewResponse: careerPreviewResponse,
    list: listCareersForStaff,
    get: getCareerForStaff,
    preview: previewCareer,
    create: createCareer,
    update: updateCareer,
  });
}
