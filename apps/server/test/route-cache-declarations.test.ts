import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CACHING_KINDS } from '../src/plugins/cache-headers';
import { CACHE_FAMILIES } from '../src/plugins/response-cache';
import { buildTestApp } from './helper';

const routes: RouteOptions[] = [];
await buildTestApp({}, { onRoute: (route) => void routes.push(route) });

const methodsOf = (route: RouteOptions) => [route.method].flat();
const isWrite = (route: RouteOptions) =>
  methodsOf(route).some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
const name = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;

// Caching is declared on the routes (ADR 097, ADR 112): these hold every route to it.
describe('the route table and the public cache', () => {
  it('has no cached route without a declared family of answers', () => {
    const cached = routes.filter((route) => route.config?.publicCache !== undefined);
    expect(cached.length).toBeGreaterThan(5);
    for (const route of cached) {
      expect(CACHE_FAMILIES, name(route)).toContain(route.config!.publicCache);
      // Only reads are kept (Fastify adds a HEAD route beside each GET).
      expect(isWrite(route), name(route)).toBe(false);
      // An answer that depends on who asks is never shared (ADR 112).
      expect(route.config!.caching, name(route)).not.toBe('personal');
    }
  });

  it('has every GET route declare who its answers are for, so none is cached by default', async () => {
    const reads = routes.filter((route) => methodsOf(route).includes('GET'));
    expect(reads.length).toBeGreaterThan(30);
    const declared = (route: RouteOptions) =>
      CACHING_KINDS.some((kind) => kind === route.config?.caching);
    const undeclared = reads.filter((route) => !declared(route));
    expect(undeclared.map(name)).toEqual([]);
  });

  it('has every write route declare which cached families it changes', () => {
    const writes = routes.filter(isWrite);
    expect(writes.length).toBeGreaterThan(20);
    const undeclared = writes.filter((route) => !Array.isArray(route.config?.invalidates));
    expect(undeclared.map(name)).toEqual([]);
    for (const route of writes) {
      for (const family of route.config!.invalidates!) {
        expect(CACHE_FAMILIES, name(route)).toContain(family);
      }
    }
  });
});
