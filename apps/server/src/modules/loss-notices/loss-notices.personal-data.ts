import type { PersonalDataDeclaration } from '../privacy/personal-data';

/** 분실신고 from the public data portal (issue 39): public notices, no member's data. */
export const lossNoticesPersonalData: PersonalDataDeclaration = {
  module: 'loss-notices',
  tables: {},
  notPersonal: {
    loss_notices: {
      columns: ['content', 'image_key', 'vector'],
      reason: 'public notices published by the animal protection system, tied to no member',
    },
  },
};
