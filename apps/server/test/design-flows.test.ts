import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths';

/*
 * docs/design.md §7 (Flows) cites code in backticks: a file as its path (`jobs/catalogue.ts`,
 * or just `matcher.ts` where the name is unique enough), a function, component or method as
 * its name (`matchOnce`, `ReportForm`, `indexer.runOnce`: the last name counts). Values are
 * not names: constants and statuses in capitals (`PENDING`), tables in snake_case, strings
 * quoted (`'pending'`). This test resolves every cited file and finds every cited name
 * declared in a file its section cites, so a renamed or removed one fails here.
 */

const root = resolve(serverRoot, '../..');
const trees = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const sourceFiles = trees.flatMap((tree) =>
  readdirSync(join(root, tree), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `${tree}/${f.replaceAll('\\', '/')}`),
);
/** Names cited that are Fastify's or its plugins' own, not ours. */
const frameworkNames = new Set(['onRequest', 'preValidation', 'onSend', 'onResponse', 'rateLimit']);
const contracts = sourceFiles.filter((f) => f.startsWith('packages/contracts/'));

/** The flow sections of docs/design.md, each its heading and text. */
function flowSections(): { heading: string; text: string }[] {
  const doc = readFileSync(join(root, 'docs/design.md'), 'utf8');
  const flows = doc.slice(doc.indexOf('## 7. Flows'));
  const end = flows.indexOf('\n## ', 1);
  return (end < 0 ? flows : flows.slice(0, end))
    .split(/\n(?=### )/)
    .slice(1)
    .map((part) => ({ heading: part.slice(0, part.indexOf('\n')), text: part }));
}

/** Everything the text puts in backticks. */
function citations(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
}

/** The source files a cited path may be: under a tree's root, or ending with it. */
function filesFor(cited: string): string[] {
  return sourceFiles.filter(
    (f) => trees.some((t) => f === `${t}/${cited}`) || f.endsWith(`/${cited}`),
  );
}

/** The name a citation names, or undefined when it is a file or a value. */
function nameOf(cited: string): string | undefined {
  const name = cited.replace(/\(\)$/, '');
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name)) return undefined;
  if (/\.(tsx?|html|json|md)$/.test(name)) return undefined;
  const last = name.split('.').at(-1)!;
  if (/^[A-Z0-9_]+$/.test(last) || last.includes('_') || frameworkNames.has(last)) return undefined;
  return last;
}

/** Whether the source declares `name`: a function, class, variable, type, method or property. */
function declares(source: string, name: string): boolean {
  const n = name.replace(/\$/g, '\\$');
  return new RegExp(
    `\\b(function\\*?|const|let|var|class|interface|type)\\s+${n}\\b|\\b${n}\\??\\s*[:(=]|\\b${n}\\s*<|\\{[^}]*\\b${n}\\b[^}]*\\}\\s*from`,
  ).test(source);
}

describe('docs/design.md flows cite code that exists', () => {
  const sections = flowSections();

  it('has flow sections to check', () => {
    expect(sections.length).toBeGreaterThanOrEqual(4);
  });

  for (const { heading, text } of sections) {
    it(`${heading}: every cited file and name resolves`, () => {
      const cited = citations(text);
      const paths = cited.filter((c) => /^[\w./-]+\.tsx?$/.test(c));
      const missingFiles = paths.filter((p) => filesFor(p).length === 0);
      const files = [...new Set([...paths.flatMap(filesFor), ...contracts])];
      const sources = files.map((f) => readFileSync(join(root, f), 'utf8'));
      const missingNames = cited
        .map(nameOf)
        .filter((n): n is string => n !== undefined)
        .filter((n) => !sources.some((s) => declares(s, n)));
      expect({ missingFiles, missingNames }).toEqual({ missingFiles: [], missingNames: [] });
    });
  }
});
