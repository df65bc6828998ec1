import type { Db } from '../../db/client';
import { thankFindersJob } from '../../jobs/catalogue';
import type { JobQueue } from '../../jobs/job';
import { letter, quoted } from '../../lib/mail-text';
import type { Mail } from '../../lib/mailer';
import type { Signer } from '../../lib/signer';
import { familyFoundPush } from '../notifications/alert-pushes';
import type { AlertRecipient, Notifier } from '../notifications/notifier';
import { linkToken } from '../visitors/visitor-links';
import type { FinderToThank } from './finders-thanks.repository';
import { closeFoundSightings, findersOf } from './finders-thanks.repository';
import { findReport } from './reports.repository';

/*
 * Closing the loop for finders (issue 39 item 6, ADR 248): when a family marks its dog found
 * (the report's 찾았어요, or a candidate's), everyone who helped is thanked, and the sightings
 * that were about this dog close, which ends the "a family may be looking" alerts for them.
 */

export type FindersThanksDeps = { db: Db; notifier: Notifier; signer: Signer; baseUrl: string };

export const FAMILY_FOUND_SUBJECT = '[찾아줄개] 가족을 찾았어요, 감사합니다';

export function familyFoundMail(input: {
  to: string;
  title: string;
  link: string | null;
  closed: boolean;
}): Mail {
  return letter(input.to, FAMILY_FOUND_SUBJECT, [
    '가족을 찾았어요, 감사합니다.',
    '제보해주신 강아지와 관련된 실종 신고의 보호자가 강아지를 찾았다고 알려왔습니다.',
    quoted('보호자가 쓴 신고 제목', input.title),
    '',
    input.closed
      ? '이 강아지에 대한 제보는 마감되었고, 이 제보로는 더 이상 가족을 찾는 알림을 보내지 않습니다.'
      : '제보는 다른 가족을 위해 그대로 열려 있습니다.',
    ...(input.link ? ['', '제보와 대화 보기:', input.link] : []),
    '',
    '이웃의 제보 덕분에 강아지가 집으로 돌아갈 수 있었습니다. 고맙습니다.',
  ]);
}

/** The finder's own way back to the sighting: a member's page, a visitor's private link. */
function linkOf(deps: FindersThanksDeps, s: FinderToThank): string | null {
  if (s.authorId !== null) return `/sighting/view?id=${s.id}`;
  if (!s.linkNonce) return null;
  return `/sighting/manage?token=${linkToken(deps.signer, s.id, s.linkNonce)}`;
}

function recipientOf(s: FinderToThank): AlertRecipient {
  if (s.authorId !== null) return { userId: s.authorId };
  return { visitor: { sightingId: s.id, email: s.visitorEmail, name: s.visitorName } };
}

/**
 * Thanks the finders of a report closed as found and closes the sightings that were only
 * about its dog. A member is thanked once (the notification's event key); the job runs
 * once per closing. Returns the ids thanked and closed.
 */
export async function thankFinders(deps: FindersThanksDeps, reportId: number) {
  const report = await findReport(deps.db, reportId);
  if (!report || report.status !== 'FOUND' || report.hiddenAt) return { thanked: [], closed: [] };
  const finders = await findersOf(deps.db, reportId, report.authorId);
  const closed = new Set(
    await closeFoundSightings(
      deps.db,
      finders.filter((s) => s.linked && !s.otherOpen).map((s) => s.id),
    ),
  );
  const thanked: number[] = [];
  for (const s of finders) {
    const path = linkOf(deps, s);
    const sent = await deps.notifier.notify({
      kind: 'FAMILY_FOUND',
      to: recipientOf(s),
      about: { reportId, sightingId: s.id, eventKey: `family-found:${reportId}:${s.id}` },
      push: familyFoundPush(report, s.id, path ?? '/'),
      mail: (to) =>
        familyFoundMail({
          to: to.email,
          title: report.title,
          link: path && deps.baseUrl + path,
          closed: closed.has(s.id) || s.status === 'CLOSED',
        }),
    });
    if (sent) thanked.push(s.id);
  }
  return { thanked, closed: [...closed] };
}

/** Every way a family closes its report as found ends here: the thanks are a job. */
export async function thankFindersSoon(jobs: Pick<JobQueue, 'send'>, reportId: number) {
  await jobs.send(thankFindersJob, { reportId }, { singletonKey: String(reportId) });
}
