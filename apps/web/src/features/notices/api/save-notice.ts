import { noticeSchema } from '@chajul/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resizePhotos } from '../../../lib/resize-photo';
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

/**
 * One form for both calls: a multipart body carries the images along (ADR 011), each photo
 * made smaller first (lib/resize-photo.ts; other files go as they are).
 */
async function toFormData(draft: NoticeDraft): Promise<FormData> {
  const form = new FormData();
  form.append('title', draft.title);
  form.append('content', draft.content);
  form.append('author', draft.author);
  if (draft.removeFileIds.length > 0) form.append('removeFileIds', draft.removeFileIds.join(','));
  // Lists travel as JSON: a form's repeated fields are joined with commas (ADR 125).
  if (draft.newFileAlts.length > 0) form.append('newFileAlts', JSON.stringify(draft.newFileAlts));
  if (draft.fileAlts.length > 0) form.append('fileAlts', JSON.stringify(draft.fileAlts));
  for (const file of await resizePhotos(draft.files)) form.append('files', file, file.name);
  return form;
}

export const createNotice = async (draft: NoticeDraft) =>
  api('/api/notices', { method: 'POST', body: await toFormData(draft), schema: noticeSchema });

export const updateNotice = async (id: number, draft: NoticeDraft) =>
  api(`/api/notices/${id}`, { method: 'PUT', body: await toFormData(draft), schema: noticeSchema });

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
