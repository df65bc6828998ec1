import type { AdminPhotoSearchStatus, PhotoSearchStatus } from '@chajul/contracts';
import type { PhotoSearch } from './search.plugin';

/** What the search page says about the model (a notice when the fallback answers). */
export function photoSearchStatus(search: PhotoSearch): PhotoSearchStatus {
  const serving = search.models.serving();
  const target = search.models.target();
  const problem = target.status.problem ?? serving.status.problem;
  return {
    model: serving.model,
    version: serving.version,
    fallback: serving.status.kind === 'colour' && problem !== undefined,
    switchingTo: search.models.switching() ? `${target.model}@${target.version}` : null,
  };
}

/** Folders of this machine stay in the log: the reason names files only. */
const withoutFolders = (reason: string) => reason.replace(/(?:\/[^\s/]+)+\/([^\s/]+)/g, '$1');

/** /readyz and the admin page: the same, with the reason and the size of the index. */
export async function adminPhotoSearchStatus(search: PhotoSearch): Promise<AdminPhotoSearchStatus> {
  const problem = search.models.target().status.problem ?? search.models.serving().status.problem;
  const index = search.index();
  return {
    ...photoSearchStatus(search),
    wanted: problem?.model ?? null,
    reason: problem ? withoutFolders(problem.reason) : null,
    indexedDogs: await index.size(),
    vectorSearch: index.kind,
  };
}
