import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CACHE_FAMILIES } from '../src/plugins/response-cache';
import { buildTestApp } from './helper';

const routes: RouteOptions[] = [];
await buildTestApp({}, { onRoute: (route) => void routes.push(route) });

const methodsOf = (route: RouteOptions) => [route.method].flat();
const isWrite = (route: RouteOptions) =>
  methodsOf(route).some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
const name = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;

// Cache invalidation is declared on the routes (ADR 097): these hold every route to it.
describe('the route table and the public cache', () => {
  it('has no cached route without a declared family of answers', () => {
    const cached = routes.filter((route) => route.config?.publicCache !== undefined);
    expect(cached.length).toBeGreaterThan(5);
    for (const route of cached) {
      const { publicCache } = route.config!;
      const family = typeof publicCache === 'object' ? publicCache.family : publicCache;
      expect(CACHE_FAMILIES, name(route)).toContain(family);
      // Only reads are kept (Fastify adds a HEAD route beside each GET).
      expect(isWrite(route), name(route)).toBe(false);
    }
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
