import type { MailOffBody } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A visitor's mail-off link (ADR 227): no login, the signed token is the permission. */
export const turnMailOff = (body: MailOffBody) =>
  api('/api/mail-off', { method: 'POST', body, schema: okResponseSchema });

/** The off call bound to one link's body, for the link's page. */
export const useTurnMailOff = (body: MailOffBody) =>
  useMutation({ mutationFn: () => turnMailOff(body) });
