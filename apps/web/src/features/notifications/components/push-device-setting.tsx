import { pushMessages } from '@chajul/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { errorMessage } from '../../../lib/api-client';
import { koAlerts as t } from '../../../locales/ko-alerts';
import styles from './alert-settings.module.css';
import { tracked } from '../../../lib/module-loads';

type Note = { text: string; error: boolean };
const refusals = { noPush: t.noPush, denied: t.denied, dismissed: t.dismissed } as const;

/** The Push API code comes with the first use, not with the page (ADR 155). */
const pushDevice = () => tracked(import('../lib/push-device'));

type Props = {
  /** A visitor finder's private link (lib/finder-token.ts): the device is their found report's. */
  headers?: Record<string, string>;
  /** What the alerts on this device are about. */
  help?: string;
};

/** "이 기기에서 알림 받기": asks the browser's permission and subscribes this device. */
export function PushDeviceSetting({ headers, help = t.pushHelp }: Props) {
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  useEffect(() => {
    let live = true;
    void pushDevice()
      .then((device) => device.isThisDeviceOn())
      .then((yes) => live && setOn(yes))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setBusy(true);
    setNote(null);
    try {
      const answer = await (await pushDevice()).subscribeThisDevice(headers);
      setOn(answer === 'on');
      if (answer !== 'on') setNote({ text: refusals[answer], error: true });
    } catch (error) {
      setNote({ text: errorMessage(error, t.subscribeFailed), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setNote(null);
    try {
      await (await pushDevice()).unsubscribeThisDevice(headers);
      setOn(false);
      setNote({ text: pushMessages.unsubscribed, error: false });
    } catch (error) {
      setNote({ text: errorMessage(error, t.subscribeFailed), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <p className={formStyles.hint}>{help}</p>
      <div className={styles.device}>
        {on ? (
          <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
            {t.stopThisDevice}
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => void turnOn()}>
            {busy ? t.asking : t.thisDevice}
          </Button>
        )}
        <p role="status" className={formStyles.success}>
          {on ? t.deviceOn : note && !note.error ? note.text : ''}
        </p>
      </div>
      {note?.error && (
        <p role="alert" className={formStyles.formError}>
          {note.text}
        </p>
      )}
    </div>
  );
}
