import { linkToken } from '../sightings/sightings.link';
import type { Pair, SightingMatchDeps, Sight } from './sighting-matcher';
import type { OpenLostReport } from './sighting-matches.repository';
import * as repo from './sighting-matches.repository';
import { familyMail, sightingAlertMail } from './sighting-mails';
import { alertRecipient, insertNotification } from './notifications.repository';

/*
 * Telling both sides of a new lost ↔ found/seen pair (issue 25): the family in the app and by
 * e-mail, the finder in the app (a member) or by e-mail with their private link (a visitor).
 */

/** Tells each side of every fresh pair at or above its bar, once (claimAlert). */
export async function alertPairs(
  deps: SightingMatchDeps,
  pairs: Pair[],
  fresh: { lostReportId: number; sightingId: number }[],
  rows: { reports: OpenLostReport[]; sightings: Sight[] },
  tell: { owner: boolean; finder: boolean },
) {
  const isFresh = (p: Pair) =>
    fresh.some((f) => f.lostReportId === p.lostReportId && f.sightingId === p.sightingId);
  for (const pair of pairs) {
    const mustTell = pair.explicit || pair.certain;
    if (!isFresh(pair) || (!mustTell && pair.score < pair.alertBar)) continue;
    const report = rows.reports.find((r) => r.id === pair.lostReportId);
    const sighting = rows.sightings.find((s) => s.id === pair.sightingId);
    if (!report || !sighting) continue;
    if (!(await repo.claimAlert(deps.db, pair.lostReportId, pair.sightingId))) continue;
    const note = { lostReportId: report.id, sightingId: sighting.id, similarity: pair.similarity };
    if (tell.owner) await tellOwner(deps, report, sighting, note);
    if (tell.finder) await tellFinder(deps, report, sighting, note);
  }
}

type Note = { lostReportId: number; sightingId: number; similarity: number | null };

async function tellOwner(
  deps: SightingMatchDeps,
  report: OpenLostReport,
  sighting: Sight,
  note: Note,
) {
  const fresh = await insertNotification(deps.db, {
    kind: 'SIGHTING_MATCH',
    userId: report.authorId,
    reportId: note.lostReportId,
    sightingId: note.sightingId,
    similarity: note.similarity,
  });
  if (!fresh) return;
  const to = await alertRecipient(deps.db, report.authorId);
  if (!to?.emailAlerts) return;
  await deps.mailer
    .send(
      sightingAlertMail({
        to: to.email,
        nickname: to.nickname,
        report,
        sighting,
        baseUrl: deps.baseUrl,
      }),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'sighting alert mail failed'));
}

async function tellFinder(
  deps: SightingMatchDeps,
  report: OpenLostReport,
  sighting: Sight,
  note: Note,
) {
  if (sighting.authorId !== null) {
    const fresh = await insertNotification(deps.db, {
      kind: 'FAMILY_MATCH',
      userId: sighting.authorId,
      reportId: note.lostReportId,
      sightingId: note.sightingId,
      similarity: note.similarity,
    });
    const to = fresh ? await alertRecipient(deps.db, sighting.authorId) : undefined;
    if (!to?.emailAlerts) return;
    const link = `${deps.baseUrl}/sighting/view?id=${sighting.id}`;
    await deps.mailer
      .send(familyMail({ to: to.email, name: to.nickname, report, link }))
      .catch((error: unknown) => deps.log.error({ err: error }, 'family mail failed'));
    return;
  }
  if (!sighting.visitorEmail || !sighting.linkNonce) return;
  const token = linkToken(deps.signer, sighting.id, sighting.linkNonce);
  await deps.mailer
    .send(
      familyMail({
        to: sighting.visitorEmail,
        name: sighting.visitorName,
        report,
        link: `${deps.baseUrl}/sighting/manage?token=${token}`,
      }),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'family mail failed'));
}
