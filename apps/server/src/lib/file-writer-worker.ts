/**
 * The file writer's thread (file-writer.ts): write to the temporary file, fsync it, rename
 * it into place, fsync the directory, then answer once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serveRequests } from './worker-pool';

export type WriteRequest = { file: string; temp: string; body: Uint8Array };

function syncClose(fd: number) {
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

serveRequests<WriteRequest, null>(async ({ file, temp, body }) => {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeFileSync(fd, body);
    } catch (error) {
      fs.closeSync(fd);
      throw error;
    }
    syncClose(fd);
    fs.renameSync(temp, file);
    syncClose(fs.openSync(path.dirname(file), 'r'));
    return { result: null };
  } catch (error) {
    try {
      fs.rmSync(temp, { force: true });
    } catch {
      // The write's own error is the one to report.
    }
    throw error;
  }
});
