import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config';
import { serverRoot } from '../src/paths';

/** `.env.example` lists every setting (docs/operations.md): it must name what the server reads. */
describe('.env.example', () => {
  it('lists every variable of the config schema, and nothing else of the server', () => {
    const text = fs.readFileSync(path.join(serverRoot, '../../.env.example'), 'utf8');
    const listed = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)]
      .map((m) => m[1]!)
      // Build-time settings of the web app (VITE_*) are not the server's.
      .filter((name) => !name.startsWith('VITE_'));
    expect([...new Set(listed)].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });
});
