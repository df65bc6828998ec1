import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** 구조동물 from the public data portal: public notices, no member's data. */
export const dogsPersonalData: PersonalDataDeclaration = {
  module: 'dogs',
  tables: {},
  notPersonal: {
    dogs: {
      columns: [
        'found_place',
        'microchip',
        'shelter_name',
        'shelter_phone',
        'shelter_address',
        'image_key',
      ],
      reason: 'public rescue notices and their shelters, published by the government',
    },
    dog_embeddings: { columns: ['image_key', 'vector'], reason: 'vectors of public photos' },
  },
};
