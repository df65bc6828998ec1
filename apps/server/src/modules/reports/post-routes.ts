import {
  errorResponseSchema,
  idParamsSchema,
  myReportsQuerySchema,
  reportIdResponseSchema,
} from '@chajul/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema';
import type { PhotoForm } from '../../lib/photo-form';
import { PHOTO_FORM, readPhotoForm } from '../../lib/photo-form';
import { bearerSecurity, currentUser, requireUser } from '../../plugins/auth';
import type { CacheFamily } from '../../plugins/response-cache';
import { errorsOf } from '../../lib/route-errors';

/*
 * Routes that lost reports and found/seen reports declare alike (issue 37 item 3): the core
 * of posts about a dog, in the reports module that sightings already build on.
 */

/** `GET /api/<posts>/paged`: one kind of post's public board, a page at a time, kept in the shared cache. */
export function postBoardRoute<Query extends z.ZodType, Page extends z.ZodType>(
  app: FastifyInstance,
  route: {
    url: `/api/${string}/paged`;
    cache: CacheFamily;
    tags: string[];
    query: Query;
    page: Page;
    list: (query: z.output<Query>) => Promise<z.output<Page>>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      config: { publicCache: route.cache, caching: 'public' },
      schema: {
        tags: route.tags,
        querystring: route.query,
        // Widened for the route's types; `list` is held to the page's type above.
        response: { 200: route.page as z.ZodType, 400: errorResponseSchema },
      },
    },
    // The query has passed `route.query` by now; its generic type is not narrowed here.
    async (request) => route.list(request.query as z.output<Query>),
  );
}

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

/**
 * What a write of a post that a visitor may make can answer besides success: a bad field, no
 * right to it, a used form token or a closed post (409), a photo too large or of another
 * type, too many writes.
 */
export const postWriteErrors = errorsOf(400, 401, 403, 404, 409, 413, 415, 429);

/** A route that changes one post and answers its id (`reportIdResponseSchema`). */
type ChangeRoute = {
  url: string;
  config: FastifyContextConfig;
  preValidation?: preValidationHookHandler;
  schema: {
    tags: string[];
    description?: string;
    security?: typeof bearerSecurity;
    params?: typeof idParamsSchema;
    consumes?: string[];
  };
  errors: Record<number, z.ZodType>;
};
type PostId = z.output<typeof reportIdResponseSchema>;

function changeRoute(
  app: FastifyInstance,
  method: 'PUT' | 'POST' | 'DELETE',
  route: ChangeRoute,
  handler: (request: FastifyRequest) => Promise<PostId>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url: route.url,
    config: route.config,
    ...(route.preValidation ? { preValidation: route.preValidation } : {}),
    schema: { ...route.schema, response: { 200: reportIdResponseSchema, ...route.errors } },
    handler,
  });
}

/**
 * `PUT` of a post's fields and photos as one multipart form: a member's lost report, a
 * visitor's through its private link, a found/seen report by its author. `save` gets the
 * form read whole and answers the post's id.
 */
export function photoFormPut(
  app: FastifyInstance,
  route: ChangeRoute & {
    /** The Korean error for a form with more photos than the post may have. */
    photoLimit: string;
    save: (request: FastifyRequest, form: PhotoForm) => Promise<PostId>;
  },
) {
  changeRoute(
    app,
    'PUT',
    { ...route, schema: { ...route.schema, consumes: PHOTO_FORM } },
    async (request) => route.save(request, await readPhotoForm(request, route.photoLimit)),
  );
}

/** A post's author ends it without a form: a lost report deleted, a sighting closed. */
export function postEnd(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  route: ChangeRoute & { end: (request: FastifyRequest) => Promise<PostId> },
) {
  changeRoute(app, method, route, route.end);
}

/** The `:id` of a route whose params are idParamsSchema (checked before the handler runs). */
export const idOf = (request: FastifyRequest) => idParamsSchema.parse(request.params).id;
