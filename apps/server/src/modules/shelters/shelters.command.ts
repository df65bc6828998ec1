import type { CliContext } from '../../lib/cli-context';
import { importShelters } from './import-shelters';

/** `npm run sync -- shelters`: one full import of shelterInfo_v2 into the shelters table. */
export const sheltersCommand = {
  usage: '(imports every shelter from animalShelterSrvc_v2/shelterInfo_v2; needs PUBLIC_DATA_KEY)',
  async run(_args: string[], { db, config, log }: CliContext) {
    const result = await importShelters(db, config.publicData);
    log.info(result, 'shelters imported');
    console.log(
      `보호소 ${result.saved}곳 저장 (응답 ${result.received}건, 건너뜀 ${result.skipped}건, ${result.pages}페이지)`,
    );
  },
};
