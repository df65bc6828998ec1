import type {
  AdminPhotoSearchStatus,
  GeneratedSearchResponse,
  PhotoSearchStatus,
  SimilarDog,
} from '@chajul/contracts';
import { http, HttpResponse } from 'msw';

export const similarDogs: SimilarDog[] = [
  {
    id: 41,
    imagePath: '/api/dog-details/images/dogs/2026/11/a.jpg',
    species: '포메라니안',
    gender: '암컷',
    shelterId: '311300201300001',
    shelterName: '수원시동물보호센터',
    state: '보호중',
    foundDate: '2026-11-20',
    foundLocation: '수원시 팔달구 인계동',
    noticeEndDate: null,
    similarity: 0.93,
  },
  {
    id: 42,
    imagePath: null,
    species: '믹스견',
    gender: '수컷',
    shelterId: null,
    shelterName: null,
    state: '종료(입양)',
    foundDate: null,
    foundLocation: null,
    noticeEndDate: null,
    similarity: 0.71,
  },
];

export const prediction: GeneratedSearchResponse = {
  generatedImageBase64: 'QUJD',
  generator: 'nearest-adult',
  adultDogId: 41,
  dogs: similarDogs,
};

export const photoFile = (name = 'puppy.jpg') =>
  new File(['jpeg-bytes-of-a-puppy'], name, { type: 'image/jpeg' });

export const searchStatus = (over: Partial<PhotoSearchStatus> = {}): PhotoSearchStatus => ({
  model: 'mobilenetv2-cam-hellinger',
  version: '1',
  fallback: false,
  switchingTo: null,
  ...over,
});

/** GET /api/search/status answering with the photo model, or with the fallback. */
export const searchStatusHandler = (status = searchStatus()) =>
  http.get('/api/search/status', () => HttpResponse.json(status));

export const adminPhotoSearchStatus = (
  over: Partial<AdminPhotoSearchStatus> = {},
): AdminPhotoSearchStatus => ({
  ...searchStatus(),
  wanted: null,
  reason: null,
  indexedDogs: 150,
  vectorSearch: 'pgvector',
  ...over,
});

/** GET /api/admin/photo-search with the admin's view of the photo model. */
export const adminPhotoSearchHandler = (status = adminPhotoSearchStatus()) =>
  http.get('/api/admin/photo-search', () => HttpResponse.json(status));
