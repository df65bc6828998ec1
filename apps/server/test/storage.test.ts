import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createS3Storage } from '../src/lib/s3-storage';
import type { Storage } from '../src/lib/storage';
import { createConfiguredStorage, createLocalStorage } from '../src/lib/storage';
import { startS3Server } from './s3-server';

/** Every Storage implementation must pass the same contract (docs/design.md §4). */
const implementations: {
  name: string;
  open(): Promise<{ storage: Storage; stop(): Promise<void> }>;
}[] = [
  {
    name: 'local directory',
    async open() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-store-'));
      // A file beside the store that no key may reach.
      fs.writeFileSync(path.join(root, 'secret.jpg'), 'outside the store');
      return {
        storage: createLocalStorage(path.join(root, 'uploads')),
        stop: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3-compatible bucket',
    async open() {
      const server = await startS3Server();
      return { storage: createS3Storage(server.options), stop: server.stop };
    },
  },
];

describe.each(implementations)('$name storage', ({ open }) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await open());
  });
  afterAll(() => stop());

  const list = async () => {
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    return keys.sort();
  };

  it('stores, reads and deletes by key, keeping bytes and content type', async () => {
    const body = Buffer.from([0xff, 0xd8, 0x00, 0x01, 0xfe, 0xff]);
    await storage.put('reports/2026/11/abc.jpg', body, 'image/jpeg');
    const stored = await storage.get('reports/2026/11/abc.jpg');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('image/jpeg');
    await storage.delete('reports/2026/11/abc.jpg');
    expect(await storage.get('reports/2026/11/abc.jpg')).toBeUndefined();
  });

  it('tells whether a key is stored without reading it', async () => {
    await storage.put('reports/2026/11/here.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await storage.has('reports/2026/11/here.jpg')).toBe(true);
    await storage.delete('reports/2026/11/here.jpg');
    expect(await storage.has('reports/2026/11/here.jpg')).toBe(false);
    expect(await storage.has('reports/2026')).toBe(false);
    expect(await storage.has('../secret.jpg')).toBe(false);
  });

  it('answers undefined for a key that was never stored, and deleting it is harmless', async () => {
    expect(await storage.get('reports/none.png')).toBeUndefined();
    await expect(storage.delete('reports/none.png')).resolves.toBeUndefined();
  });

  it('overwrites an existing key', async () => {
    await storage.put('dogs/1.png', Buffer.from('first'), 'image/png');
    await storage.put('dogs/1.png', Buffer.from('second'), 'image/png');
    expect((await storage.get('dogs/1.png'))?.body.toString()).toBe('second');
  });

  it('lists every stored key, nested ones included', async () => {
    await storage.put('lost/2026/a.jpg', Buffer.from('a'), 'image/jpeg');
    await storage.put('lost/2026/b.webp', Buffer.from('b'), 'image/webp');
    expect(await list()).toEqual(['dogs/1.png', 'lost/2026/a.jpg', 'lost/2026/b.webp']);
  });

  it.each([
    '../secret.jpg',
    'reports/../../secret.jpg',
    '/etc/passwd',
    '%2e%2e/secret.jpg',
    '..%2fsecret.jpg',
    'a\\..\\secret.jpg',
    'reports//x.jpg',
    'notes.txt',
    '',
  ])('refuses a key that could leave the store: %s', async (key) => {
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /invalid storage key/,
    );
    await storage.delete(key);
    expect(await list()).not.toContain(key);
  });
});

describe('local directory writes', () => {
  it('a failed write rejects, leaves no half-written file, and the next write works', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chajul-store-'));
    const storage = createLocalStorage(root);
    // A file where the key's folder should be: the folder cannot be made.
    fs.writeFileSync(path.join(root, 'reports'), 'in the way');
    await expect(storage.put('reports/2026/a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /EEXIST|ENOTDIR/,
    );
    await storage.put('notices/2026/b.jpg', Buffer.from('y'), 'image/jpeg');
    expect(fs.readdirSync(path.join(root, 'notices/2026'))).toEqual(['b.jpg']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

describe('storage configuration', () => {
  it('uses the local directory unless STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads the S3 settings and requires a bucket', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '0',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
  });

  it('STORAGE=s3 stores in the bucket the settings name', async () => {
    const server = await startS3Server('configured');
    try {
      const { endpoint, bucket, accessKeyId, secretAccessKey } = server.options;
      const config = loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
      });
      const storage = await createConfiguredStorage(config);
      await storage.put('shelters/a.png', Buffer.from('png'), 'image/png');
      const direct = createS3Storage(server.options);
      expect((await direct.get('shelters/a.png'))?.contentType).toBe('image/png');
    } finally {
      await server.stop();
    }
  });
});
