import { reportOwner } from '../notifications/notifier';
import { linkToken } from '../visitors/visitor-links';
import type { Pair, SightingMatchDeps, Sight } from './sighting-matcher';
import type { OpenLostReport } from './sighting-matches.repository';
import * as repo from './sighting-matches.repository';
import { familyMail, sightingAlertMail } from './sighting-mails';
import { foundDogText } from '../notifications/sms/sms-texts';
import { familyMatchPush, sightingMatchPush } from '../notifications/alert-pushes';

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
    // A found dog whose photo puts this family first (or with its 동물등록번호): a text too.
    const first = pair.certain || (pair.similarity !== null && pair.score >= pair.alertBar);
    if (tell.owner && sighting.kind === 'FOUND' && first && report.authorId !== null) {
      await deps.texts?.({
        ...foundDogText(report.authorId, report, deps.baseUrl),
        fallback: { kind: 'sighting', push: sightingMatchPush(report, sighting) },
      });
    }
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
  await deps.notifier.notify({
    kind: 'SIGHTING_MATCH',
    to: reportOwner(report), // a visitor family by mail, with its private link
    about: {
      reportId: note.lostReportId,
      sightingId: note.sightingId,
      similarity: note.similarity,
    },
    push: sightingMatchPush(report, sighting),
    mail: (to) =>
      sightingAlertMail({
        to: to.email,
        report,
        sighting,
        baseUrl: deps.baseUrl,
      }),
  });
}

async function tellFinder(
  deps: SightingMatchDeps,
  report: OpenLostReport,
  sighting: Sight,
  note: Note,
) {
  const about = {
    reportId: note.lostReportId,
    sightingId: note.sightingId,
    similarity: note.similarity,
  };
  if (sighting.authorId !== null) {
    const link = `/sighting/view?id=${sighting.id}`;
    await deps.notifier.notify({
      kind: 'FAMILY_MATCH',
      to: { userId: sighting.authorId },
      about,
      push: familyMatchPush(report, sighting.id, link),
      mail: (to) => familyMail({ to: to.email, report, link: `${deps.baseUrl}${link}` }),
    });
    return;
  }
  if (!sighting.linkNonce) return;
  // A visitor's only key is their private link: the mail and the push both carry it (ADR 140).
  const link = `/sighting/manage?token=${linkToken(deps.signer, sighting.id, sighting.linkNonce)}`;
  await deps.notifier.notify({
    kind: 'FAMILY_MATCH',
    to: {
      visitor: {
        sightingId: sighting.id,
        email: sighting.visitorEmail,
        name: sighting.visitorName,
      },
    },
    about,
    push: familyMatchPush(report, sighting.id, link),
    mail: (to) => familyMail({ to: to.email, report, link: `${deps.baseUrl}${link}` }),
  });
}
