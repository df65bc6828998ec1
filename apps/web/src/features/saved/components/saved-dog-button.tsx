import { useNavigate } from 'react-router';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { errorMessage } from '../../../lib/api-client';
import { useAuthLinks } from '../../../lib/use-auth-links';
import { useSession } from '../../../lib/use-session';
import { koSaved as t } from '../../../locales/ko-saved';
import { useSavedDogs } from '../api/get-saved-dogs';
import { useToggleSavedDog } from '../api/toggle-saved-dog';
import styles from './saved.module.css';

/**
 * The heart of a dog card and detail (issue 30): pressed when the dog is among the member's
 * 관심 강아지. A visitor is asked to log in first, and comes back here.
 */
export function SavedDogButton({ dogId, dogName }: { dogId: number; dogName?: string }) {
  const { isLoggedIn } = useSession();
  const saved = useSavedDogs();
  const toggle = useToggleSavedDog();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { login } = useAuthLinks();
  const pressed = saved.data?.dogs.some((d) => d.id === dogId) ?? false;

  const onClick = async () => {
    if (!isLoggedIn) {
      if (await dialogs.confirm(t.loginToSave)) void navigate(login);
      return;
    }
    try {
      await toggle.mutateAsync({ dogId, saved: !pressed });
    } catch (error) {
      await dialogs.alert(errorMessage(error, t.saveFailed));
    }
  };

  return (
    <button
      type="button"
      className={pressed ? `${styles.heart} ${styles.pressed}` : styles.heart}
      aria-pressed={pressed}
      aria-label={
        dogName ? `${dogName} ${pressed ? t.unsave : t.save}` : pressed ? t.unsave : t.save
      }
      title={pressed ? t.unsave : t.save}
      disabled={toggle.isPending}
      onClick={() => void onClick()}
    >
      <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
    </button>
  );
}
