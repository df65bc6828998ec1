import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup is one gzipped JSON-lines file (ADR 063): a header, then each table's columns and
 * rows, then every image, then a trailer with counts. A file without its trailer was cut
 * short and is refused before anything is changed.
 */
export const FORMAT = 'chajajulgae-backup';
export const VERSION = 1;

export type Header = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Journal timestamps of the migrations the backed-up database had applied. */
  migrations: number[];
};
export type Line =
  | { header: Header }
  | { table: string; columns: string[] }
  | { rows: Record<string, unknown>[] }
  | { image: string; contentType: string; sha256: string; data: string }
  | { end: { tables: number; rows: number; images: number } };

export function openWriter(file: string) {
  const gzip = createGzip();
  const out = fs.createWriteStream(file, { flags: 'wx' });
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve).on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  return {
    async write(line: Line) {
      if (!gzip.write(`${JSON.stringify(line)}\n`)) {
        await new Promise((resolve) => gzip.once('drain', resolve));
      }
    },
    async close() {
      gzip.end();
      await done;
      // The data must be on disk before the caller renames the file into place.
      const handle = await fs.promises.open(file, 'r+');
      await handle.sync().finally(() => handle.close());
    },
  };
}

export async function* readLines(file: string): AsyncGenerator<Line> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  for await (const text of readline.createInterface({ input, crlfDelay: Infinity })) {
    if (text) yield JSON.parse(text) as Line;
  }
}
