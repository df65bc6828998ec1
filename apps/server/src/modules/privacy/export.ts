import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Signer } from '../../lib/signer';
import type { Storage } from '../../lib/storage';
import type { AuditSink } from './audit';
import { audit } from './audit';
import type { PersonalDataDeclaration } from './personal-data';
import { readmeText, summaryHtml, withKstTimes } from './export-readable';

export type ExportDeps = {
  db: Db;
  storage: Storage;
  audit: AuditSink;
  signer: Signer;
  declarations: readonly PersonalDataDeclaration[];
};

/** A stored file read only when the zip reaches it, so one photo at a time is in memory. */
function lazyFile(storage: Storage, key: string): Readable {
  return Readable.from(
    (async function* () {
      const object = await storage.get(key);
      if (object) yield object.body;
    })(),
  );
}

/** Where a stored photo goes in the zip: `photos/<key>`, the key's folders kept. */
const zipPathOf = (key: string) => `photos/${key}`;

/**
 * 내 정보 다운로드 (ADR 165): everything kept about the member, as data.json and their photos,
 * in a zip streamed as it is written (yazl): the photos are read one by one, never all held.
 * Beside them README.txt says what each file is, and summary.html shows it all with Korean
 * labels, KST times and codes in words (ADR 235).
 */
export async function exportMemberData(
  deps: ExportDeps,
  user: UserRow,
  ip: string,
): Promise<Readable> {
  await audit(deps, { action: 'member.export', actorId: user.id, targetUserId: user.id, ip });
  const { db } = deps;
  // Every section is a module's (ADR 255): the profile, the reports, 우리 아이, … in the
  // declarations' order. Their stored files join the zip through `photo`, in that order.
  const sections = deps.declarations.flatMap((d) => d.exports ?? []);
  const read = await Promise.all(
    sections.map(async (section) => {
      const files: string[] = [];
      const photo = (key: string) => {
        files.push(key);
        return zipPathOf(key);
      };
      return { rows: await section.rowsOf({ db, signer: deps.signer, photo }, user.id), files };
    }),
  );
  const exportedAt = new Date();
  const data = {
    exportedAt,
    ...Object.fromEntries(sections.map((section, i) => [section.key, read[i]!.rows])),
  };
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(readmeText(exportedAt, sections)), 'README.txt');
  zip.addBuffer(Buffer.from(summaryHtml(data, exportedAt, sections)), 'summary.html');
  zip.addBuffer(Buffer.from(JSON.stringify(withKstTimes(data), null, 2)), 'data.json');
  for (const key of read.flatMap((section) => section.files)) {
    zip.addReadStream(lazyFile(deps.storage, key), zipPathOf(key));
  }
  zip.end();
  return zip.outputStream as Readable;
}
