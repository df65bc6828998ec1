import { noticeSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { noticeQueryOptions } from './get-notice';
import { noticeKeys } from './keys';

export type NoticeDraft = {
  title: string;
  content: string;
  author: string;
  files: File[];
  removeFileIds: number[];
  /** The new files' alt texts, in their order ('' decorative, null undescribed; ADR 125). */
  newFileAlts: (string | null)[];
  /** The kept files' alt texts. */
  fileAlts: { id: number; alt: string | null }[];
};

/** One form for both calls: a multipart body carries the images along (ADR 011). */
function toFormData(draft: NoticeDraft): FormData {
  const form = new FormData();
  form.append('title', draft.title);
  form.append('content', draft.content);
  form.append('author', draft.author);
  if (draft.removeFileIds.length > 0) form.append('removeFileIds', draft.removeFileIds.join(','));
  // Lists travel as JSON: a form's repeated fields are joined with commas (ADR 125).
  if (draft.newFileAlts.length > 0) form.append('newFileAlts', JSON.stringify(draft.newFileAlts));
  if (draft.fileAlts.length > 0) form.append('fileAlts', JSON.stringify(draft.fileAlts));
  for (const file of draft.files) form.append('files', file, file.name);
  return form;
}

export const createNotice = (draft: NoticeDraft) =>
  api('/api/notices', { method: 'POST', body: toFormData(draft), schema: noticeSchema });

export const updateNotice = (id: number, draft: NoticeDraft) =>
  api(`/api/notices/${id}`, { method: 'PUT', body: toFormData(draft), schema: noticeSchema });

export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: NoticeDraft }) =>
      id === null ? createNotice(draft) : updateNotice(id, draft),
    onSuccess: (notice) => {
      queryClient.setQueryData(noticeQueryOptions(notice.id).queryKey, notice);
      return queryClient.invalidateQueries({ queryKey: noticeKeys.lists() });
    },
  });
}
