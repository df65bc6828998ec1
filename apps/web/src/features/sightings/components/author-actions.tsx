import type { Sighting } from '@chajul/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { koSightings } from '../../../locales/ko-sightings';
import { useCloseSighting } from '../api/close-sighting';
import list from '../../../components/ui/post-list.module.css';
import styles from './sightings.module.css';

/** 수정 and 마감하기 for the author of an open sighting; closing asks first. */
export function AuthorActions({ sighting }: { sighting: Sighting }) {
  const dialogs = useDialogs();
  const close = useCloseSighting();
  if (sighting.status === 'CLOSED') return null;
  const onClose = async () => {
    if (!(await dialogs.confirm(koSightings.closeConfirm))) return;
    try {
      const answer = await close.mutateAsync(sighting.id);
      dialogs.notify(answer.message);
    } catch (error) {
      await dialogs.alert(errorMessage(error, koSightings.closeFailed));
    }
  };
  return (
    <>
      <Link
        to={paths.sightingEdit(sighting.id)}
        className={`${list.primaryLink} ${styles.primaryLink}`}
      >
        {koSightings.edit}
      </Link>
      <Button variant="danger" onClick={() => void onClose()} disabled={close.isPending}>
        {koSightings.close}
      </Button>
    </>
  );
}
