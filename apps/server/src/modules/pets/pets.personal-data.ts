import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { deletePets, petsOf } from './pets.privacy';
import { forgetScanPositions } from './pets.repository';

/** 우리 아이 (issue 40, ADR 251): profiles, photos, tags and the scan log. */
export const petsPersonalData: PersonalDataDeclaration = {
  module: 'pets',
  withdraw: { name: 'pets', run: deletePets },
  // A finder's position sent from a QR 인식표 (issue 40 item 5, ADR 252).
  retain: [{ kind: 'tag-scan-positions', policy: 'tagScanPositions', purge: forgetScanPositions }],
  exports: [
    {
      // Profiles with their photos (photos/), the tag codes and the scan log (ADR 251).
      key: 'pets',
      title: '우리 아이',
      about: '우리 아이 프로필과 사진(photos 폴더), 발급한 QR 인식표와 스캔 기록',
      async rowsOf({ db, photo }, userId) {
        const pets = await petsOf(db, userId);
        return {
          ...pets,
          photos: pets.photos.map((p) => ({ ...p, photo: photo(p.imageKey) })),
        };
      },
      parts: {
        profiles: '프로필',
        photos: '사진',
        tags: 'QR 인식표',
        scans: '인식표 스캔 기록',
      },
      labels: { photo: '사진', code: '인식표 코드', message: '남긴 말', place: '장소' },
    },
  ],
  tables: {
    pet_profiles: {
      columns: ['owner_id', 'name', 'microchip', 'phone'],
      exported: 'pets',
      withdrawal: 'delete',
    },
    pet_photos: { columns: ['image_key'], exported: 'pets (photos/)', withdrawal: 'delete' },
    pet_photo_embeddings: {
      columns: ['image_key', 'vector'],
      exported: 'not exported: a vector derived from the photo, which is exported',
      withdrawal: 'delete',
    },
    pet_tag_scans: {
      columns: ['lat', 'lng', 'message', 'place'],
      exported: 'pets (scans)',
      withdrawal: 'delete',
      retention: ['tagScanPositions'],
    },
  },
};
