import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * zod's schemas carry their JSON Schema converters (`.toJSONSchema()`), about 5 KB gzip of
 * the home page's first download that the SPA never calls: JSON Schema is the server's
 * business (its OpenAPI). In the browser build only, the two modules zod's schemas import
 * for it are replaced by ones whose functions say so when called (ADR 195).
 */

const UNAVAILABLE = 'zod JSON Schema is not part of the browser build (ADR 195)';
const zodCore = path.join(
  path.dirname(createRequire(import.meta.url).resolve('zod/package.json')),
  'v4',
  'core',
);

/** Every export of the real module, as a function that throws when the SPA calls it. */
function throwingExports(file: string, returnsMethod: string[] = []): string {
  const source = fs.readFileSync(path.join(zodCore, file), 'utf8');
  const names = new Set(
    [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]),
  );
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };`];
  for (const name of names) {
    // A "create…Method" is called when a schema is built; the method it returns is the call.
    lines.push(
      `export const ${name} = ${returnsMethod.includes(name!) ? '() => unavailable' : 'unavailable'};`,
    );
  }
  return lines.join('\n');
}

const replaced: Record<string, () => string> = {
  'json-schema-processors.js': () => throwingExports('json-schema-processors.js'),
  'to-json-schema.js': () =>
    throwingExports('to-json-schema.js', [
      'createToJSONSchemaMethod',
      'createStandardJSONSchemaMethod',
    ]),
};

export function zodWithoutJsonSchema(): Plugin {
  const prefix = '\0zod-without-json-schema:';
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.replaceAll('\\', '/').endsWith('zod/v4/classic/schemas.js')) return null;
      const file = path.basename(source);
      return source.startsWith('../core/') && file in replaced ? prefix + file : null;
    },
    load(id) {
      return id.startsWith(prefix) ? replaced[id.slice(prefix.length)]!() : null;
    },
  };
}
