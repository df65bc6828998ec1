import { savedSearchSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { savedKeys } from './keys';

/** POST /api/mypage/saved-searches/photo: "이런 강아지 알림 받기". */
export function createPhotoSearch({ image, threshold }: { image: File; threshold: number }) {
  const form = new FormData();
  form.append('image', image);
  form.append('threshold', String(threshold));
  form.append('page', 'lookup');
  return api('/api/mypage/saved-searches/photo', {
    method: 'POST',
    body: form,
    schema: savedSearchSchema,
  });
}

export function useCreatePhotoSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhotoSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}
