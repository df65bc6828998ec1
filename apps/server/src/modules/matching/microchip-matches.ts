import type { Db } from '../../db/client';
import { certainMatchPush } from '../notifications/alert-pushes';
import type { Notifier } from '../notifications/notifier';
import { certainAlertMail } from './alert-mail';
import type { SmsAlert } from '../notifications/sms/sms.channel';
import { chipMatchText } from '../notifications/sms/sms-texts';
import * as repo from './microchip-matches.repository';

/**
 * A lost report and a shelter dog with the same 동물등록번호 are the same dog, whatever the
 * photos say (ADR 151): the dog becomes the report's first candidate and its owner is told at
 * once, in the app and by e-mail (a visitor family by e-mail, with its private link), even
 * right after saving (nothing else is this sure). Runs
 * after a report's match, after new dogs are embedded and on the scheduled pass (dogs
 * imported without a photo are never embedded). The notification's unique pair tells once.
 */
export async function alertMicrochipMatches(
  deps: {
    db: Db;
    notifier: Notifier;
    baseUrl: string;
    texts?: ((alert: SmsAlert) => Promise<unknown>) | undefined;
  },
  reportId?: number,
): Promise<number> {
  let alerts = 0;
  for (const pair of await repo.microchipPairs(deps.db, reportId)) {
    await repo.saveCertainCandidate(deps.db, pair.reportId, pair.dogId);
    const alert = {
      kind: 'DOG_MATCH' as const,
      about: { reportId: pair.reportId, dogId: pair.dogId, similarity: null },
      push: certainMatchPush({ id: pair.reportId, title: pair.title }),
      mail: (to: { email: string }) =>
        certainAlertMail({
          to: to.email,
          reportTitle: pair.title,
          dog: { id: pair.dogId, jurisd: pair.jurisd, species: pair.species },
          baseUrl: deps.baseUrl,
          visitor: pair.authorId === null,
        }),
    };
    if (pair.authorId === null) {
      // A visitor family is mailed with its private link, once: it has no in-app row whose
      // unique pair would stop the next pass (ADR 258), and no verified number to text.
      if (!(await repo.claimFamilyMail(deps.db, pair.reportId, pair.dogId))) continue;
      const to = { family: { lostReportId: pair.reportId } };
      if (await deps.notifier.notify({ ...alert, to })) alerts++;
      continue;
    }
    const told = await deps.notifier.notify({ ...alert, to: { userId: pair.authorId } });
    if (!told) continue;
    alerts++;
    // Nothing is surer: a verified number gets a text too (ADR 250); the push, of the same
    // tag as the notifier's, stands in if the text fails.
    const report = { id: pair.reportId, title: pair.title };
    await deps.texts?.({
      ...chipMatchText(pair.authorId, report, deps.baseUrl),
      fallback: { kind: 'match', push: certainMatchPush(report) },
    });
  }
  return alerts;
}
