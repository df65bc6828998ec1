import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type StoredObject = { body: Buffer; contentType: string };

/** Where images live (DESIGN.md §4): a local directory by default, object storage later. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** undefined when the key is malformed or nothing is stored under it. */
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}

/**
 * Keys are relative paths of plain segments (`reports/2026/11/abc.jpg`). Anything else,
 * `..` or an absolute path above all, is refused, so no key can reach outside the store.
 */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:jpg|jpeg|png|webp)$/i;
export const isValidKey = (key: string) => KEY_PATTERN.test(key) && key.length <= 300;

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/** A directory on local disk; writes go to a temporary file first, then are renamed. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => (isValidKey(key) ? path.join(root, key) : undefined);
  return {
    async put(key, body) {
      const file = resolve(key);
      if (!file) throw new Error(`invalid storage key: ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      const handle = await fs.open(temp, 'w');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, file);
    },
    async get(key) {
      const file = resolve(key);
      if (!file) return undefined;
      try {
        const body = await fs.readFile(file);
        return {
          body,
          contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'image/jpeg',
        };
      } catch {
        return undefined;
      }
    },
    async delete(key) {
      const file = resolve(key);
      if (file) await fs.rm(file, { force: true });
    },
  };
}
