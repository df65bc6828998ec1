import type { PersonalDataDeclaration } from '../privacy/personal-data';
import { deletePets } from './pets.privacy';
import { forgetScanPositions } from './pets.repository';

/** 우리 아이 (issue 40, ADR 251): profiles, photos, tags and the scan log. */
export const petsPersonalData: PersonalDataDeclaration = {
  module: 'pets',
  withdraw: deletePets,
  // A finder's position sent from a QR 인식표 (issue 40 item 5, ADR 252).
  retain: [{ kind: 'tag-scan-positions', policy: 'tagScanPositions', purge: forgetScanPositions }],
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
