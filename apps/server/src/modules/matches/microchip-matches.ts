import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { certainAlertMail } from './alert-mail';
import * as repo from './microchip-matches.repository';
import { alertRecipient, insertNotification } from './notifications.repository';

/**
 * A lost report and a shelter dog with the same 동물등록번호 are the same dog, whatever the
 * photos say (ADR 151): the dog becomes the report's first candidate and its owner is told at
 * once, in the app and by e-mail, even right after saving (nothing else is this sure). Runs
 * after a report's match, after new dogs are embedded and on the scheduled pass (dogs
 * imported without a photo are never embedded). The notification's unique pair tells once.
 */
export async function alertMicrochipMatches(
  deps: { db: Db; mailer: Mailer; baseUrl: string; log: FastifyBaseLogger },
  reportId?: number,
): Promise<number> {
  let alerts = 0;
  for (const pair of await repo.microchipPairs(deps.db, reportId)) {
    await repo.saveCertainCandidate(deps.db, pair.reportId, pair.dogId);
    const fresh = await insertNotification(deps.db, {
      kind: 'DOG_MATCH',
      userId: pair.authorId,
      reportId: pair.reportId,
      dogId: pair.dogId,
      similarity: null,
    });
    if (!fresh) continue;
    alerts++;
    const to = await alertRecipient(deps.db, pair.authorId);
    if (!to?.emailAlerts) continue;
    await deps.mailer
      .send(
        certainAlertMail({
          to: to.email,
          nickname: to.nickname,
          reportTitle: pair.title,
          dog: { id: pair.dogId, jurisd: pair.jurisd, species: pair.species },
          baseUrl: deps.baseUrl,
        }),
      )
      .catch((error: unknown) =>
        deps.log.error({ err: error, dogId: pair.dogId }, 'certain match mail failed'),
      );
  }
  return alerts;
}
