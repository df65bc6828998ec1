import { generatedSearchResponseSchema } from '@chajul/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resizePhoto } from '../../../lib/resize-photo';

/** POST /api/search/generated: the adult-look image and similar dogs for a puppy photo. */
export async function predictAdultLook(image: File) {
  const form = new FormData();
  form.append('image', await resizePhoto(image));
  return api('/api/search/generated', {
    method: 'POST',
    body: form,
    schema: generatedSearchResponseSchema,
  });
}

export function usePredictAdultLook() {
  return useMutation({ mutationFn: predictAdultLook });
}
