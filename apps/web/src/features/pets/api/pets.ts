import {
  petIdResponseSchema,
  petProfileListSchema,
  petScanListSchema,
  tagPageSchema,
  tagSentSchema,
} from '@chajul/contracts';
import type { PetLostReportInput, PetProfile, PetShownField, PetTagSize } from '@chajul/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../../../lib/api-client';

export const petKeys = {
  all: ['pets'] as const,
  list: () => [...petKeys.all, 'list'] as const,
  scans: (id: number) => [...petKeys.all, 'scans', id] as const,
  tag: (code: string) => ['tag-page', code] as const,
};

/** GET /api/mypage/pets: the member's 우리 아이. */
export const petsQueryOptions = () =>
  queryOptions({
    queryKey: petKeys.list(),
    queryFn: () => api('/api/mypage/pets', { schema: petProfileListSchema }),
  });

export const usePets = () => useQuery(petsQueryOptions());

export const usePetScans = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: petKeys.scans(id),
    queryFn: () => api(`/api/mypage/pets/${id}/scans`, { schema: petScanListSchema }),
    enabled,
  });

/** POST /api/mypage/pets: the form's fields and 3–10 photos. */
export function useCreatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api('/api/mypage/pets', { method: 'POST', body: form, schema: petIdResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petKeys.list() }),
  });
}

/** Issues a new tag code (the old one stops working) or, with `revoke`, stops the one in use. */
export function useTagChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revoke }: { id: number; revoke: boolean }) =>
      api(`/api/mypage/pets/${id}/tag`, {
        method: revoke ? 'DELETE' : 'POST',
        schema: petIdResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petKeys.list() }),
  });
}

/** The printable tag PDF, opened in a new tab (it needs the member's token, so not a link). */
export async function openTagPdf(id: number, size: PetTagSize) {
  const blob = await apiBlob(`/api/mypage/pets/${id}/tag.pdf?size=${size}`);
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET /api/tags/{code}: the tag's page, for anyone. */
export const useTagPage = (code: string) =>
  useQuery({
    queryKey: petKeys.tag(code),
    queryFn: () => api(`/api/tags/${encodeURIComponent(code)}`, { schema: tagPageSchema }),
    retry: false,
  });

/** The profile's fields as the form sends them, with `shown` changed. */
export function shownForm(pet: PetProfile, shown: PetShownField[]) {
  const form = new FormData();
  const fields = {
    name: pet.name,
    breed: pet.breed,
    colour: pet.colour,
    size: pet.size,
    gender: pet.gender,
    birthYear: pet.birthYear,
    neutered: pet.neutered,
    microchip: pet.microchip,
    marks: pet.marks,
    temperament: pet.temperament,
    medical: pet.medical,
    vet: pet.vet,
    phone: pet.phone,
  };
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value === null ? '' : String(value));
  }
  form.append('shown', shown.join(','));
  return form;
}

/** PUT /api/mypage/pets/{id}: what a finder may see, the rest kept (photos too). */
export function useChangeShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pet, shown }: { pet: PetProfile; shown: PetShownField[] }) =>
      api(`/api/mypage/pets/${pet.id}`, {
        method: 'PUT',
        body: shownForm(pet, shown),
        schema: petIdResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petKeys.list() }),
  });
}

/** PUT /api/mypage/pets/{id}: the photos kept, in order, and new ones; the rest unchanged. */
export function useChangePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pet, keep, added }: { pet: PetProfile; keep: string[]; added: File[] }) => {
      const form = shownForm(pet, pet.shown);
      for (const path of keep) form.append('keepPhotos', path);
      for (const file of added) form.append('image', file);
      return api(`/api/mypage/pets/${pet.id}`, {
        method: 'PUT',
        body: form,
        schema: petIdResponseSchema,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petKeys.list() }),
  });
}

/** DELETE /api/mypage/pets/{id}: the profile, its photos, tags and scans. */
export function useDeletePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/mypage/pets/${id}`, { method: 'DELETE', schema: petIdResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petKeys.list() }),
  });
}

/** 잃어버렸어요: a lost report made from the profile, with when and where added. */
export function useReportLost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PetLostReportInput) =>
      api(`/api/mypage/pets/${id}/lost-report`, {
        method: 'POST',
        body,
        schema: petIdResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petKeys.list() }),
  });
}

export type TagNotice =
  | { kind: 'notify'; message: string; lat?: number; lng?: number; exact: boolean }
  | { kind: 'left'; place: string; message?: string };

export function useTellFamily(code: string) {
  return useMutation({
    mutationFn: ({ kind, ...body }: TagNotice) =>
      api(`/api/tags/${encodeURIComponent(code)}/${kind}`, {
        method: 'POST',
        body,
        schema: tagSentSchema,
      }),
  });
}
