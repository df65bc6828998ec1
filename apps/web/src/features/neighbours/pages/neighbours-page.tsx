import type { NeighbourSettings, NeighbourVisitorSubscribe } from '@chajul/contracts';
import { useState } from 'react';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { thisDeviceSubscription } from '../../notifications';
import { useSubscribeNeighbours } from '../api/neighbours';
import { NeighbourSettingsEditor } from '../components/member-neighbour-settings';
import { NeighbourSettingsForm } from '../components/neighbour-settings-form';
import { koNeighbours as k } from '../ko-neighbours';

/** Where this browser keeps a visitor's private link after subscribing with push. */
export const NEIGHBOUR_TOKEN_KEY = 'chajul.neighbourToken';

/**
 * 「동네 알림 받기」 (issue 39 item 1): anyone subscribes. A member's settings are their
 * account's; a visitor gives an address to confirm and/or allows this device's push.
 */
export function NeighboursPage() {
  const { isLoggedIn } = useSession();
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{k.title}</h1>
        <p>{k.intro}</p>
        {isLoggedIn ? <NeighbourSettingsEditor /> : <VisitorSubscribe />}
      </section>
    </div>
  );
}

function VisitorSubscribe() {
  const [email, setEmail] = useState('');
  const [device, setDevice] = useState(true);
  const [error, setError] = useState('');
  const subscribe = useSubscribeNeighbours();

  const submit = async (settings: NeighbourSettings) => {
    setError('');
    let push: NeighbourVisitorSubscribe['push'];
    if (device && settings.channels.includes('PUSH')) {
      const answer = await thisDeviceSubscription().catch(() => 'noPush' as const);
      if (typeof answer === 'string') {
        if (!email) return setError(k.deviceFailed);
      } else push = answer;
    }
    const body = { ...settings, ...(email ? { email } : {}), ...(push ? { push } : {}) };
    subscribe.mutate(body, {
      onSuccess: (answer) => {
        if (answer.token) localStorage.setItem(NEIGHBOUR_TOKEN_KEY, answer.token);
      },
    });
  };

  if (subscribe.isSuccess) {
    return (
      <p className={formStyles.formSuccess} role="status">
        {subscribe.data.message}
      </p>
    );
  }
  return (
    <NeighbourSettingsForm
      submitLabel={k.subscribe}
      pending={subscribe.isPending}
      onSubmit={submit}
    >
      <TextField
        label={k.email}
        type="email"
        autoComplete="email"
        value={email}
        hint={k.emailHint}
        onChange={(e) => setEmail(e.target.value)}
      />
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={device} onChange={(e) => setDevice(e.target.checked)} />
        {k.device}
      </label>
      {(error || subscribe.isError) && (
        <p className={formStyles.formError} role="alert">
          {error || errorMessage(subscribe.error, k.deviceFailed)}
        </p>
      )}
    </NeighbourSettingsForm>
  );
}
