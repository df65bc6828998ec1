import {
  idParamsSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@chajul/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import * as alerts from './notifications.service';
import { errorsOf } from '../../lib/route-errors';

const alertTags = ['notifications'];
const errors = errorsOf(400, 401, 403, 404);

/** The member's in-app notifications (the bell): listed, counted and read. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags: alertTags,
        security: bearerSecurity,
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) =>
      alerts.listNotifications(
        app.db,
        currentUser(request),
        request.query.page,
        request.query.size,
      ),
  );
  app.get(
    '/api/notifications/unread-count',
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags: alertTags,
        security: bearerSecurity,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => alerts.unreadCount(app.db, currentUser(request)),
  );
  app.post(
    '/api/notifications/:id/read',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags: alertTags,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => alerts.readNotification(app.db, currentUser(request), request.params.id),
  );
  app.post(
    '/api/notifications/read-all',
    {
      config: { invalidates: [] },
      preValidation: requireUser,
      schema: {
        tags: alertTags,
        security: bearerSecurity,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => alerts.readAllNotifications(app.db, currentUser(request)),
  );
};
