import { errorResponseSchema, myReportsQuerySchema } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';

/*
 * Routes that lost reports and found/seen reports declare alike (issue 37 item 3): the core
 * of posts about a dog, in the reports module that sightings already build on.
 */

/** `GET /api/mypage/<posts>`: a page of the member's own posts of one kind (마이페이지). */
export function myPostsRoute<Page extends z.ZodType>(
  app: FastifyInstance,
  route: {
    url: `/api/mypage/${string}`;
    page: Page;
    list: (member: UserRow, page: number, size: number) => Promise<z.output<Page>>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      config: { caching: 'personal' },
      preValidation: requireUser,
      schema: {
        tags: ['mypage'],
        security: bearerSecurity,
        querystring: myReportsQuerySchema,
        // Widened for the route's types; `list` is held to the page's type above.
        response: { 200: route.page as z.ZodType, 401: errorResponseSchema },
      },
    },
    async (request) => route.list(currentUser(request), request.query.page, request.query.size),
  );
}
