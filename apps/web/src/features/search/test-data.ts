import type { GeneratedSearchResponse, SimilarDog } from '@chajul/contracts';

export const similarDogs: SimilarDog[] = [
  {
    id: 41,
    imagePath: '/api/dog-details/images/dogs/2026/11/a.jpg',
    species: '포메라니안',
    gender: '암컷',
    shelterId: '311300201300001',
    state: '보호중',
    similarity: 0.93,
  },
  {
    id: 42,
    imagePath: null,
    species: '믹스견',
    gender: '수컷',
    shelterId: null,
    state: '종료(입양)',
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
