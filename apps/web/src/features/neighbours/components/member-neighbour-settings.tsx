import formStyles from '../../../components/ui/form.module.css';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import {
  usePhoneStatus,
  useMyNeighbours,
  useRemoveNeighbours,
  useSaveNeighbours,
} from '../api/neighbours';
import { koNeighbours as k } from '../ko-neighbours';
import { NeighbourSettingsForm } from './neighbour-settings-form';

/**
 * A member's area alerts (마이페이지, or /neighbours when logged in), or a visitor's by the
 * token of their private link: the same form, saved by PUT.
 */
export function NeighbourSettingsEditor({ token }: { token?: string }) {
  const mine = useMyNeighbours(token);
  const save = useSaveNeighbours(token);
  const remove = useRemoveNeighbours(token);
  // Texts are a member's, to a verified number, when the server can send them (ADR 250).
  const phone = usePhoneStatus(!token);
  const sms = !phone.data?.available ? 'off' : phone.data.phone?.verified ? 'ready' : 'verify';
  if (mine.isPending) return null;
  if (mine.isError) {
    return (
      <p className={formStyles.formError} role="alert">
        {errorMessage(mine.error, k.hereFailed)}
      </p>
    );
  }
  const done = save.isSuccess ? save.data.message : remove.isSuccess ? remove.data.message : '';
  const failed = save.error ?? remove.error;
  return (
    <>
      <NeighbourSettingsForm
        key={mine.dataUpdatedAt}
        initial={mine.data ?? undefined}
        submitLabel={k.save}
        pending={save.isPending}
        onSubmit={(settings) => save.mutate(settings)}
        sms={token ? 'off' : sms}
      >
        {!token && <p className={formStyles.hint}>{k.memberPushHint}</p>}
      </NeighbourSettingsForm>
      {done && (
        <p className={formStyles.formSuccess} role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className={formStyles.formError} role="alert">
          {errorMessage(failed, k.hereFailed)}
        </p>
      )}
      {mine.data && (
        <Button variant="danger" block onClick={() => remove.mutate()} disabled={remove.isPending}>
          {k.remove}
        </Button>
      )}
    </>
  );
}

/** 마이페이지's 동네 알림 section. */
export function NeighbourSection() {
  return (
    <section aria-labelledby="neighbour-settings-title">
      <h2 id="neighbour-settings-title">{k.memberTitle}</h2>
      <p className={formStyles.hint}>{k.intro}</p>
      <NeighbourSettingsEditor />
    </section>
  );
}
