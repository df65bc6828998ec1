import {
  claimableReportsSchema,
  claimBodySchema,
  claimedReportsSchema,
  errorResponseSchema,
  finderTokenBodySchema,
  okResponseSchema,
  OWNER_TOKEN_HEADER,
  REPORT_PHOTO_LIMIT,
  reportCloseSchema,
  reportDetailResponseSchema,
  reportMessages,
  sightingConfirmedSchema,
  sightingCreatedSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_FORM, readPhotoForm } from '../../lib/photo-form';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import { reportPublished } from './report-published';
import type { VisitorReportsDeps } from './visitor-reports';
import * as visitors from './visitor-reports';
import { thankFindersSoon } from './finders-thanks';
import { photoFormPut, postWriteErrors } from './post-routes';
import { postDeps } from '../visitors/visitor-post';

const tags = ['lost-pet'];
const byLink = `The private link's token in the ${OWNER_TOKEN_HEADER} header.`;

/** Lost reports without an account (issue 39 item 2, ADR 243), and claiming them later. */
export const visitorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: VisitorReportsDeps = postDeps(app, (id: number) => reportPublished(app, id, id));

  app.post(
    '/api/lost-pet/visitor',
    {
      // Per address (the visitor's e-mail has its own limit), and photos like a member's.
      config: { invalidates: [], writeLimits: ['reports', 'photoUploads'] },
      schema: {
        tags,
        consumes: PHOTO_FORM,
        description: `Report fields, 0–${REPORT_PHOTO_LIMIT} photo parts named image, email, formToken (GET /api/sightings/form-token) and the empty honeypot field homepage: the report waits for the e-mail link (202). The number is never shown to anyone.`,
        response: { 202: sightingCreatedSchema, ...postWriteErrors },
      },
    },
    async (request, reply) => {
      const form = await readPhotoForm(request, reportMessages.photoLimit);
      return reply.status(202).send(await visitors.createVisitorReport(deps, form));
    },
  );

  app.post(
    '/api/lost-pet/confirm',
    {
      config: { invalidates: ['reports'] },
      schema: {
        tags,
        body: finderTokenBodySchema,
        response: { 200: sightingConfirmedSchema, 404: errorResponseSchema },
      },
    },
    async (request) => visitors.confirmVisitorReport(deps, request.body.token),
  );

  app.get(
    '/api/lost-pet/by-link',
    {
      config: { caching: 'personal' },
      schema: {
        tags,
        description: `The visitor's own report, exact pin and number included. ${byLink}`,
        response: { 200: reportDetailResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await visitors.reportByLink(deps, visitors.ownerTokenOf(request)),
    }),
  );

  photoFormPut(app, {
    url: '/api/lost-pet/by-link',
    config: { invalidates: ['reports'], writeLimits: ['photoUploads'] },
    schema: { tags, description: `Fields and photos as PUT /api/lost-pet/:id. ${byLink}` },
    errors: postWriteErrors,
    photoLimit: reportMessages.photoLimit,
    save: (request, form) => visitors.editByLink(deps, visitors.ownerTokenOf(request), form),
  });

  app.post(
    '/api/lost-pet/by-link/close',
    {
      config: { invalidates: ['reports'] },
      schema: {
        tags,
        body: reportCloseSchema,
        description: `찾았어요, with how, as POST /api/lost-pet/:id/close; the link ends. ${byLink}`,
        response: { 200: okResponseSchema, ...postWriteErrors },
      },
    },
    async (request) => {
      const answer = await visitors.closeByLink(deps, visitors.ownerTokenOf(request), request.body);
      // Its finders are thanked as a member's are (ADR 248).
      await thankFindersSoon(app.jobs, answer.id);
      return { status: answer.status, message: answer.message };
    },
  );

  app.get(
    '/api/mypage/lost-pets/claimable',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        response: { 200: claimableReportsSchema, 401: errorResponseSchema },
      },
    },
    async (request) => visitors.claimableReports(deps, currentUser(request)),
  );

  app.post(
    '/api/mypage/lost-pets/claim-mail',
    {
      config: { invalidates: [], writeLimits: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        description: 'Mails the member’s address a link that moves its visitor reports to them.',
        response: { 200: okResponseSchema, ...postWriteErrors },
      },
    },
    async (request) => visitors.mailClaimLink(deps, currentUser(request)),
  );

  app.post(
    '/api/mypage/lost-pets/claim',
    {
      config: { invalidates: ['reports'] },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        body: claimBodySchema,
        response: { 200: claimedReportsSchema, ...postWriteErrors },
      },
    },
    async (request) => visitors.claimReports(deps, currentUser(request), request.body.token),
  );
};
