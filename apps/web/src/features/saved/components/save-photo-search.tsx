import {
  PHOTO_THRESHOLD_DEFAULT,
  PHOTO_THRESHOLD_MAX,
  PHOTO_THRESHOLD_MIN,
} from '@chajul/contracts';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { errorMessage } from '../../../lib/api-client';
import { useAuthLinks } from '../../../lib/use-auth-links';
import { useSession } from '../../../lib/use-session';
import { koSaved as t } from '../../../locales/ko-saved';
import { useCreatePhotoSearch } from '../api/create-photo-search';
import styles from './saved.module.css';

const percent = (x: number) => Math.round(x * 100);

/** After a photo search: "이런 강아지 알림 받기" with a similarity threshold (issue 30). */
export function SavePhotoSearch({ file }: { file: File }) {
  const [threshold, setThreshold] = useState(PHOTO_THRESHOLD_DEFAULT);
  const id = useId();
  const { isLoggedIn } = useSession();
  const create = useCreatePhotoSearch();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { login } = useAuthLinks();
  const onClick = async () => {
    if (!isLoggedIn) {
      if (await dialogs.confirm(t.loginToAlert)) void navigate(login);
      return;
    }
    try {
      await create.mutateAsync({ image: file, threshold });
      dialogs.notify(t.photoSaved);
    } catch (error) {
      await dialogs.alert(errorMessage(error, t.saveFailed));
    }
  };
  return (
    <div className={styles.saveBar}>
      <label htmlFor={id}>{t.threshold}</label>
      <input
        id={id}
        type="range"
        min={percent(PHOTO_THRESHOLD_MIN)}
        max={percent(PHOTO_THRESHOLD_MAX)}
        step={1}
        value={percent(threshold)}
        aria-valuetext={t.thresholdValue(percent(threshold))}
        onChange={(event) => setThreshold(Number(event.target.value) / 100)}
      />
      <output htmlFor={id}>{t.thresholdValue(percent(threshold))}</output>
      <Button variant="secondary" disabled={create.isPending} onClick={() => void onClick()}>
        {t.savePhoto}
      </Button>
    </div>
  );
}
