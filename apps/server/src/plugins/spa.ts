import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';

const API_PREFIX = /^\/(api|auth|docs)(\/|$)/;

function cacheControl(filePath: string): string {
  if (filePath.endsWith('index.html')) return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app on the same port as the API. Hashed assets are cached for
 * a year; index.html never, so a new deploy is picked up at once. Every other GET that
 * is not an API call gets index.html and the SPA's router decides (its own 404 page).
 */
export const spaPlugin = fp<{ webDistDir: string }>(
  async (app: FastifyInstance, { webDistDir }) => {
    const hasWeb = fs.existsSync(path.join(webDistDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        setHeaders: (res, filePath) => void res.header('cache-control', cacheControl(filePath)),
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!hasWeb || !wantsPage || API_PREFIX.test(request.url)) return sendNotFound(reply);
      if (path.extname(request.url.split('?')[0] ?? '') !== '') return sendNotFound(reply);
      return reply.sendFile('index.html');
    });
  },
);
