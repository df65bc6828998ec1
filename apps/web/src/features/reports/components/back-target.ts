import { paths } from '../../../config/paths';

/** Where "목록으로" and a delete lead: the screen the report was opened from (spec §4). */
export function listPathFor(from: string | undefined): string {
  if (from === 'mypage') return paths.mypage;
  if (from === 'admin' || from === 'adminpage') return paths.adminpage;
  return paths.reports;
}
