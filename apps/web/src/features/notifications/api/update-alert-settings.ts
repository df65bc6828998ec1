import type { AlertPreferences } from '@chajul/contracts';
import { ALERT_KINDS, okResponseSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { alertSettingsQueryOptions } from './get-alert-settings';

export const updateAlertPreferences = (preferences: AlertPreferences) =>
  api('/api/mypage/alerts', { method: 'PUT', body: { preferences }, schema: okResponseSchema });

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertPreferences,
    onSuccess: (_result, preferences) => {
      queryClient.setQueryData(alertSettingsQueryOptions().queryKey, {
        emailAlerts: ALERT_KINDS.some((kind) => preferences[kind].email),
        preferences,
      });
      // E-mail on or off also gives or withdraws the e-mail consent (ADR 162): 동의 관리 reads it.
      void queryClient.invalidateQueries({ queryKey: ['mypage', 'consents'] });
    },
  });
}
