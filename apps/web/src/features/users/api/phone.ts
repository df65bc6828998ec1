import type { OkResponse } from '@chajul/contracts';
import { okResponseSchema, phoneStatusSchema } from '@chajul/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 마이페이지's number for texts (ADR 250): its last four digits and whether it is verified. */
export const phoneQueryOptions = () =>
  queryOptions({
    queryKey: ['mypage', 'phone'] as const,
    queryFn: () => api('/api/mypage/phone', { schema: phoneStatusSchema }),
  });

function usePhoneMutation<T>(call: (input: T) => Promise<OkResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneQueryOptions().queryKey }),
  });
}

export const useSendPhoneCode = () =>
  usePhoneMutation((phone: string) =>
    api('/api/mypage/phone', { method: 'POST', body: { phone }, schema: okResponseSchema }),
  );

export const useVerifyPhone = () =>
  usePhoneMutation((code: string) =>
    api('/api/mypage/phone/verify', { method: 'POST', body: { code }, schema: okResponseSchema }),
  );

export const useRemovePhone = () =>
  usePhoneMutation(() => api('/api/mypage/phone', { method: 'DELETE', schema: okResponseSchema }));
