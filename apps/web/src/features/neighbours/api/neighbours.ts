import type { NeighbourSettings, NeighbourVisitorSubscribe } from '@chajul/contracts';
import {
  neighbourSubscribeResultSchema,
  neighbourSubscriptionSchema,
  neighboursToldSchema,
  okResponseSchema,
  OWNER_TOKEN_HEADER,
  phoneStatusSchema,
} from '@chajul/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * 동네 실종견 알림 (ADR 240): a member's by login; a visitor's by the private link's token,
 * sent as `x-neighbour-token`.
 */
const headersOf = (token?: string) => (token ? { headers: { 'x-neighbour-token': token } } : {});
const mineKey = (token?: string) => ['neighbours', 'mine', token ?? 'member'] as const;

export const subscribeNeighbours = (body: NeighbourVisitorSubscribe) =>
  api('/api/neighbours', { method: 'POST', body, schema: neighbourSubscribeResultSchema });

export const useSubscribeNeighbours = () => useMutation({ mutationFn: subscribeNeighbours });

export const useConfirmNeighbours = () =>
  useMutation({
    mutationFn: (token: string) =>
      api('/api/neighbours/confirm', { method: 'POST', body: { token }, schema: okResponseSchema }),
  });

/** The settings, or null when none are saved yet (a 404). */
export const useMyNeighbours = (token?: string, enabled = true) =>
  useQuery({
    queryKey: mineKey(token),
    enabled,
    queryFn: () =>
      api('/api/neighbours/mine', {
        schema: neighbourSubscriptionSchema,
        ...headersOf(token),
      }).catch((error: { status?: number }) => {
        if (error.status === 404) return null;
        throw error;
      }),
  });

export function useSaveNeighbours(token?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NeighbourSettings) =>
      api('/api/neighbours/mine', {
        method: 'PUT',
        body,
        schema: okResponseSchema,
        ...headersOf(token),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: mineKey(token) }),
  });
}

export function useRemoveNeighbours(token?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('/api/neighbours/mine', {
        method: 'DELETE',
        schema: okResponseSchema,
        ...headersOf(token),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: mineKey(token) }),
  });
}

/** An alert's one-tap off link: no login, the signed token is the permission. */
export const useTurnNeighboursOff = (token: string) =>
  useMutation({
    mutationFn: () =>
      api('/api/neighbours/off', { method: 'POST', body: { token }, schema: okResponseSchema }),
  });

/**
 * 「N명의 이웃에게 알렸어요」: the report's author's by login, or a visitor family's by the
 * lost report's private link (sent as x-owner-token, ADR 243).
 */
export const useNeighboursTold = (reportId: number, ownerToken?: string) =>
  useQuery({
    queryKey: ['neighbours', 'told', reportId, ownerToken ? 'link' : 'member'],
    queryFn: () =>
      ownerToken
        ? api('/api/lost-pet/by-link/neighbours', {
            headers: { [OWNER_TOKEN_HEADER]: ownerToken },
            schema: neighboursToldSchema,
          })
        : api(`/api/lost-pet/${reportId}/neighbours`, { schema: neighboursToldSchema }),
  });

/** Whether texts can go (ADR 250): 마이페이지's number status, under the phone section's key. */
export const usePhoneStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ['mypage', 'phone'],
    queryFn: () => api('/api/mypage/phone', { schema: phoneStatusSchema }),
    enabled,
  });
