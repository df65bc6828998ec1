import type { WithdrawBody } from '@chajul/contracts';
import { okResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 회원 탈퇴 (ADR 165): the password again; the server removes the rest in the background. */
export const withdraw = (body: WithdrawBody) =>
  api('/api/mypage/account', { method: 'DELETE', body, schema: okResponseSchema });

export const useWithdraw = () => useMutation({ mutationFn: withdraw });
