import { petMessages } from '@chajul/contracts';
import type { UserRow } from '../../db/schema';
import type { TagPdfInput } from '../../lib/tag-pdf';
import type { PetsDeps } from './pets.service';
import { ownProfile } from './pets.service';
import * as repo from './pets.repository';
import { newTagCode, tagUrl } from './tag-code';

/** A new code for the profile's tag; the one in use stops working at once (ADR 252). */
export async function issueTag(deps: PetsDeps, user: UserRow, id: number) {
  await ownProfile(deps, user, id);
  await repo.replaceTag(deps.db, id, newTagCode());
  return { status: 'ok' as const, message: petMessages.tagIssued, id };
}

export async function revokeTag(deps: PetsDeps, user: UserRow, id: number) {
  await ownProfile(deps, user, id);
  await repo.replaceTag(deps.db, id, null);
  return { status: 'ok' as const, message: petMessages.tagRevoked, id };
}

/** The printable tag of the code in use, issued on the first print. */
export async function tagPdfInput(
  deps: PetsDeps,
  user: UserRow,
  id: number,
): Promise<Omit<TagPdfInput, 'size'>> {
  const profile = await ownProfile(deps, user, id);
  const tag =
    (await repo.activeTagOf(deps.db, id)) ?? (await repo.replaceTag(deps.db, id, newTagCode()))!;
  return {
    url: tagUrl(deps.publicBaseUrl, tag.code),
    name: profile.shown.includes('NAME') ? profile.name : null,
  };
}
