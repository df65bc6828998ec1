import { commonMessages, errorResponseSchema } from '@chajul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors';
import type { ImageAccess } from './image-store';
import { sendImage } from './image-store';

/**
 * `GET <url>/*`: the stored photos of one area (`<area>/…` keys), served like static files and
 * not counted against the API limit (ADR 097). Any other key is a 404, so `..` in any encoding
 * ends there too. `access` asks the photo's post whether it is still shown and to whom (ADR
 * 225); without it the area's photos are public (shelter dogs, national notices).
 */
export function imageRoute(
  app: FastifyInstance,
  route: {
    url: string;
    area: string;
    tags: string[];
    caching?: 'public' | 'personal';
    access?: (key: string, request: FastifyRequest) => Promise<ImageAccess>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${route.url}/*`,
    {
      config: { rateLimit: false, caching: route.caching ?? 'public' },
      schema: {
        tags: route.tags,
        params: z.object({ '*': z.string() }),
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!key.startsWith(`${route.area}/`)) throw notFound(commonMessages.imageNotFound);
      const access = route.access ? await route.access(key, request) : 'public';
      return sendImage(request, reply, app.storage, key, access);
    },
  );
}
