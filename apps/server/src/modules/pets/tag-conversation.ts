import type { Db } from '../../db/client';
import { sightings } from '../../db/schema';
import type { Signer } from '../../lib/signer';
import { insertMessage, openTagConversation } from '../conversations/conversations.repository';
import { linkToken, newLinkNonce } from '../visitors/visitor-links';

/**
 * 가족에게 알리기 opens a conversation through the private relay even with no lost report
 * (issue 40, ADR 254). The finder, who has no account, gets a private TAG sighting: it holds
 * no position, words or photo of its own (the position stays in the scan log, the words are
 * the first message), is never on the map or matched, and its private link reads and answers
 * the conversation as any visitor finder's does. The profile's owner is the other side.
 */
export async function openTagThread(
  deps: { db: Db; signer: Signer },
  petProfileId: number,
  message: string,
) {
  const nonce = newLinkNonce();
  const now = new Date();
  const [sighting] = await deps.db
    .insert(sightings)
    .values({
      kind: 'FOUND',
      status: 'TAG',
      seenAt: now,
      confirmedAt: now,
      region: '',
      district: '',
      place: 'QR 인식표',
      linkNonce: nonce,
    })
    .returning({ id: sightings.id });
  const conversationId = await openTagConversation(deps.db, petProfileId, sighting!.id);
  await insertMessage(deps.db, { conversationId, fromOwner: false, body: message });
  const token = linkToken(deps.signer, sighting!.id, nonce);
  return {
    conversationId,
    link: `/sighting/manage?token=${encodeURIComponent(token)}&conversation=${conversationId}`,
  };
}
