import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendNotFound } from './errors';
import { withPreview } from './page-previews';

const API_PREFIX = /^\/(api|auth|docs)(\/|$)/;
const SITE_NAME = '찾아줄개';
/** The home page with its HTML already in it, written by the web build (ADR 237). */
const HOME_FILE = 'home.html';

function cacheControl(filePath: string): string {
  // The service worker must be checked on every visit, or a fixed deploy waits a day.
  // Pre-compressed files arrive here as sw.js.br or sw.js.gz (ADR 072).
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (name === 'index.html' || name === HOME_FILE || name === 'sw.js') return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app on the same port as the API. Hashed assets are cached for
 * a year; index.html never, so a new deploy is picked up at once. Every other GET that
 * is not an API call gets index.html and the SPA's router decides (its own 404 page);
 * pages an area registered in `app.pagePreviews` get link-preview tags in it. `/` gets
 * home.html instead when the build wrote one: the home page prerendered, so a phone paints it
 * before the JavaScript has arrived (issue 38 item 18).
 */
export const spaPlugin = fp<{ webDistDir: string }>(
  async (app: FastifyInstance, { webDistDir }) => {
    const indexFile = path.join(webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each asset (ADR 072).
        preCompressed: true,
        setHeaders: (res, filePath) => void res.header('cache-control', cacheControl(filePath)),
      });
    }
    const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
    const homeFile = path.join(webDistDir, HOME_FILE);
    const hasHome = hasWeb && fs.existsSync(homeFile);
    const homeHtml = hasHome ? fs.readFileSync(homeFile, 'utf8') : indexHtml;
    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!hasWeb || !wantsPage || API_PREFIX.test(request.url)) return sendNotFound(reply);
      const pathname = request.url.split('?')[0] ?? '';
      if (path.extname(pathname) !== '') return sendNotFound(reply);
      const home = hasHome && pathname === '/';
      const preview = await app.pagePreviews.resolve(request.url);
      if (!preview) return reply.sendFile(home ? HOME_FILE : 'index.html');
      const page = { baseUrl: app.config.publicBaseUrl, siteName: SITE_NAME };
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withPreview(home ? homeHtml : indexHtml, preview, page));
    });
  },
);
