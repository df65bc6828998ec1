import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ko } from '../../locales/ko';

/** Where each of the two help links leads: the 발견 form, and the lost report form. */
export const helpTargets = {
  found: `${paths.sightingWrite}?kind=FOUND`,
  lost: paths.reportWrite,
} as const;

/**
 * One tap to help (issue 39 item 3): 「강아지를 발견했어요」 and 「잃어버렸어요」, for members
 * and visitors alike (both forms take a post without an account). The caller styles them.
 */
type Classes = { list?: string | undefined; found?: string | undefined; lost?: string | undefined };

export function HelpLinks({ classes }: { classes: Classes }) {
  return (
    <ul className={classes.list} aria-label={ko.nav.helpActions}>
      <li>
        <Link to={helpTargets.found} className={classes.found}>
          {ko.nav.foundDog}
        </Link>
      </li>
      <li>
        <Link to={helpTargets.lost} className={classes.lost}>
          {ko.nav.lostDog}
        </Link>
      </li>
    </ul>
  );
}
