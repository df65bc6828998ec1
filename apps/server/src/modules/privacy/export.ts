import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Signer } from '../../lib/signer';
import type { Storage } from '../../lib/storage';
import type { AuditSink } from './audit';
import { audit } from './audit';
import type { PersonalDataDeclaration } from './personal-data';
import * as repo from './export.repository';
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
  const [
    profile,
    consents,
    saved,
    reports,
    sightings,
    inquiries,
    matches,
    notifications,
    messages,
  ] = await Promise.all([
    repo.profileOf(db, user.id),
    repo.consentsOf(db, user.id),
    repo.savedOf(db, user.id),
    repo.reportsWithPhotos(db, user.id),
    repo.sightingsWithPhotos(db, user.id),
    repo.inquiriesOf(db, user.id),
    repo.matchesOf(db, user.id),
    repo.notificationsOf(db, user.id),
    repo.messagesOf(db, user.id),
  ]);
  // The sections modules declare (ADR 255): 우리 아이, neighbours' settings, the phone
  // number, … Their stored files join the zip through `photo`, in the sections' order.
  const declared = deps.declarations.flatMap((d) => d.exports ?? []);
  const declaredFiles: string[] = [];
  const photo = (key: string) => {
    declaredFiles.push(key);
    return zipPathOf(key);
  };
  const declaredRows: unknown[] = [];
  for (const section of declared) {
    declaredRows.push(await section.rowsOf({ db, signer: deps.signer, photo }, user.id));
  }
  const keysOf = (rows: { imageKey: string; thumbnailKey: string }[]) =>
    rows.map((photo) => photo.imageKey);
  const exportedAt = new Date();
  const data = {
    exportedAt,
    profile,
    consents,
    saved,
    reports: reports.reports.map((report) => ({
      ...report,
      photos: keysOf(reports.photos.filter((p) => p.reportId === report.id)).map(zipPathOf),
    })),
    sightings: sightings.sightings.map((sighting) => ({
      ...sighting,
      photos: keysOf(sightings.photos.filter((p) => p.sightingId === sighting.id)).map(zipPathOf),
    })),
    inquiries,
    matches,
    notifications,
    messages,
    ...Object.fromEntries(declared.map((section, i) => [section.key, declaredRows[i]])),
  };
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(readmeText(exportedAt, declared)), 'README.txt');
  zip.addBuffer(Buffer.from(summaryHtml(data, exportedAt, declared)), 'summary.html');
  zip.addBuffer(Buffer.from(JSON.stringify(withKstTimes(data), null, 2)), 'data.json');
  for (const key of [...keysOf(reports.photos), ...keysOf(sightings.photos), ...declaredFiles]) {
    zip.addReadStream(lazyFile(deps.storage, key), zipPathOf(key));
  }
  zip.end();
  return zip.outputStream as Readable;
}
