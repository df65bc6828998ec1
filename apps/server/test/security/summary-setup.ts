import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** Adds up what every security test file tried and prints one line at the end of the run. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-security-'));
  project.provide('securityTallyDir', dir);
  return () => {
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
    if (files.length > 0) {
      let tried = 0;
      let refused = 0;
      for (const name of files) {
        const tally = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
        tried += tally.tried;
        refused += tally.refused;
      }
      const verdict = tried === refused ? 'all refused' : `${tried - refused} NOT refused`;
      process.stdout.write(
        `\nsecurity: ${tried} hostile cases tried, ${refused} refused (${verdict}; ${files.length} files)\n`,
      );
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
