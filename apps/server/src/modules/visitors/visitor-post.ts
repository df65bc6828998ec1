import { sightingMessages as m, sightingVisitorSchema } from '@chajul/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import { parseFields } from '../../lib/multipart';
import type { Signer } from '../../lib/signer';
import type { Storage } from '../../lib/storage';
import { readFormToken } from './visitor-links';
import { claimFormToken, isEmailBlocked, releaseFormToken } from './visitor-post.repository';

/*
 * What a post without an account passes, whatever it posts (a found or seen report, a lost
 * report: ADR 135, 243): the signed form token, the time a person takes to fill the form,
 * the blocked addresses and a per-address limit, then the token's single use.
 */

/** A person takes longer than this to fill in the form; a robot does not (ADR 135). */
export const MIN_FILL_MS = 3_000;
/** A form opened this long ago is stale: its token no longer counts. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 3600_000;
/** Posts of one kind one e-mail address may send per hour, whichever addresses they come from. */
export const POSTS_PER_EMAIL_PER_HOUR = 3;

/**
 * What the service of a post that a visitor may write needs (a lost report, a found or seen
 * report): the photos' storage, the private link's signer and mail, and `published`, the
 * post's one call when it goes public.
 */
export type PostDeps<Published> = {
  db: Db;
  storage: Storage;
  signer: Signer;
  mailer: Mailer;
  publicBaseUrl: string;
  published: Published;
};

/** A post service's deps from the app, with the post's own `published`. */
export const postDeps = <Published>(
  app: FastifyInstance,
  published: Published,
): PostDeps<Published> => ({
  db: app.db,
  storage: app.storage,
  signer: app.signer,
  mailer: app.mailer,
  publicBaseUrl: app.config.publicBaseUrl,
  published,
});

export type VisitorPost = {
  email: string;
  name?: string | undefined;
  formMac: string;
  formStartMs: number;
};

/**
 * The robot checks and limits a visitor's post passes before anything is stored. `countPosts`
 * counts this kind's posts from the address (its emailKey) since the time given.
 */
export async function checkVisitorPost(
  deps: { db: Db; signer: Signer },
  fields: Record<string, string>,
  countPosts: (email: string, since: Date) => Promise<number>,
): Promise<VisitorPost> {
  const visitor = parseFields(sightingVisitorSchema, fields);
  const form = readFormToken(deps.signer, visitor.formToken);
  if (form === undefined || form.ageMs > FORM_TOKEN_MAX_AGE_MS) {
    throw badRequest(m.formTokenInvalid, 'formToken');
  }
  if (form.ageMs < MIN_FILL_MS) throw badRequest(m.tooFast, 'formToken');
  if (await isEmailBlocked(deps.db, visitor.email)) throw forbidden(m.blocked);
  const hourAgo = new Date(Date.now() - 3600_000);
  if ((await countPosts(visitor.email, hourAgo)) >= POSTS_PER_EMAIL_PER_HOUR) {
    throw new AppError(429, m.emailLimit, 'email');
  }
  return {
    email: visitor.email,
    name: visitor.name,
    formMac: form.mac,
    formStartMs: Date.now() - form.ageMs,
  };
}

/**
 * A form token serves one post (issue 38 item 5): it is recorded here, after every check, and
 * a second post with it is refused. The function returned gives it back when the post fails.
 */
export async function useFormToken(db: Db, visitor: { formMac: string; formStartMs: number }) {
  const expiresAt = new Date(visitor.formStartMs + FORM_TOKEN_MAX_AGE_MS);
  if (!(await claimFormToken(db, visitor.formMac, expiresAt))) {
    throw conflict(m.formTokenUsed, 'formToken');
  }
  return () => releaseFormToken(db, visitor.formMac);
}
