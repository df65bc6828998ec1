import type { ImageSearchFields } from '@chajul/contracts';
import { imageSearchResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resizePhoto } from '../../../lib/resize-photo';

export type ImageSearchInput = ImageSearchFields & { image: File };

/** POST /api/search/image: stored dogs that look like the photo, best first. */
export async function searchByImage({ image, ...filters }: ImageSearchInput) {
  const form = new FormData();
  form.append('image', await resizePhoto(image));
  for (const [key, value] of Object.entries(filters)) if (value) form.append(key, value);
  return api('/api/search/image', {
    method: 'POST',
    body: form,
    schema: imageSearchResponseSchema,
  });
}

export function useSearchByImage() {
  return useMutation({ mutationFn: searchByImage });
}
