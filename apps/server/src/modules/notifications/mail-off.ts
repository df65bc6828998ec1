import { mailOffMessages as m } from '@chajul/contracts';
import type { MailOffBody } from '@chajul/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, lostReports, mailOffAddresses, sightings } from '../../db/schema';
import { badRequest } from '../../errors';
import { emailKey } from '../../lib/email-key';
import type { Mail } from '../../lib/mailer';
import type { Signer } from '../../lib/signer';

/*
 * The link in every alert mail to a visitor that turns such mail off, without a login
 * (issue 38 item 4, ADR 227): `<sighting id>.<conversation id or 0>.<HMAC>`. It can only turn
 * mail off, so it needs no nonce and outlives the private link.
 */
const PURPOSE = 'mail-off';
/** A visitor family's (ADR 243): `L<lost report id>.<conversation id or 0>.<HMAC>`. */
const FAMILY_PURPOSE = 'mail-off-family';
const TOKEN = /^(L?)([1-9]\d{0,9})\.(0|[1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export type MailOffTarget =
  | { sightingId: number; conversationId?: number }
  | { lostReportId: number; conversationId?: number };

export function mailOffToken(signer: Signer, target: MailOffTarget) {
  const family = 'lostReportId' in target;
  const id = family ? target.lostReportId : target.sightingId;
  const text = `${id}.${target.conversationId ?? 0}`;
  return `${family ? 'L' : ''}${text}.${signer.sign(family ? FAMILY_PURPOSE : PURPOSE, text)}`;
}

type ReadTarget = { family: boolean; id: number; conversationId: number };

function readToken(signer: Signer, token: string): ReadTarget | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const family = match[1] === 'L';
  const text = `${match[2]}.${match[3]}`;
  if (!signer.verify(family ? FAMILY_PURPOSE : PURPOSE, text, match[4]!)) return undefined;
  return { family, id: Number(match[2]), conversationId: Number(match[3]) };
}

/** The mail with its last lines: where to turn this conversation's, or all, mail off. */
export function withMailOffLinks(
  mail: Mail,
  deps: { signer: Signer; baseUrl: string },
  target: MailOffTarget,
): Mail {
  const link = (scope: string) =>
    `${deps.baseUrl}/mail-off?scope=${scope}&token=${mailOffToken(deps.signer, target)}`;
  const lines = [
    '',
    ...(target.conversationId ? [m.mailLines.conversation, link('conversation')] : []),
    m.mailLines.all,
    link('all'),
  ];
  return { ...mail, text: [mail.text, ...lines].join('\n') };
}

/** Whether the address turned every alert mail to a visitor off. */
export async function isAddressOff(db: Db, email: string) {
  const rows = await db
    .select({ key: mailOffAddresses.addressKey })
    .from(mailOffAddresses)
    .where(eq(mailOffAddresses.addressKey, emailKey(email)));
  return rows.length > 0;
}

/** POST /api/mail-off: the link's holder turns the mail off; the answer says what stopped. */
export async function turnMailOff(deps: { db: Db; signer: Signer }, body: MailOffBody) {
  const target = readToken(deps.signer, body.token);
  if (!target) throw badRequest(m.invalid, 'token');
  if (body.scope === 'CONVERSATION') {
    if (!target.conversationId) throw badRequest(m.scopeInvalid, 'scope');
    // The family's side or the finder's, as the link was made for (ADR 227, 258).
    await deps.db
      .update(conversations)
      .set(target.family ? { familyMailOffAt: new Date() } : { finderMailOffAt: new Date() })
      .where(
        and(
          eq(conversations.id, target.conversationId),
          target.family
            ? eq(conversations.lostReportId, target.id)
            : eq(conversations.sightingId, target.id),
        ),
      );
    return { status: 'ok' as const, message: m.conversationOff };
  }
  const [row] = target.family
    ? await deps.db
        .select({ email: lostReports.visitorEmail })
        .from(lostReports)
        .where(eq(lostReports.id, target.id))
    : await deps.db
        .select({ email: sightings.visitorEmail })
        .from(sightings)
        .where(eq(sightings.id, target.id));
  // A report gone, or its address purged (ADR 166), has no mail left to stop.
  if (row?.email) {
    await deps.db
      .insert(mailOffAddresses)
      .values({ addressKey: emailKey(row.email) })
      .onConflictDoNothing();
  }
  return { status: 'ok' as const, message: m.allOff };
}
