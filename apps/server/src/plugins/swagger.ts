import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts, browsable at /docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: '찾아줄개 API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation is the same for everyone (ADR 112); its routes are the plugin's own, so
  // they are declared as they are added.
  await app.register(async (docs) => {
    docs.addHook(
      'onRoute',
      (route) => void (route.config = { ...route.config, caching: 'public' }),
    );
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
});
