import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { koMypage as t } from '../../../locales/ko-mypage';
import { phoneQueryOptions, useRemovePhone, useSendPhoneCode, useVerifyPhone } from '../api/phone';
import styles from './account-sections.module.css';

/**
 * 문자 알림 (issue 39 item 4, ADR 250): enter a number, receive a code by text, enter it. The
 * number is never shown back whole, only its last four digits.
 */
export function PhoneSection() {
  const status = useQuery(phoneQueryOptions());
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhone();
  const remove = useRemovePhone();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  if (!status.isSuccess) return null;
  const { available, phone: saved } = status.data;

  const run = (work: Promise<{ message: string }>, after?: () => void) =>
    work.then(
      (answer) => {
        setNote({ text: answer.message, error: false });
        after?.();
      },
      (error: unknown) => setNote({ text: errorMessage(error, t.phoneFailure), error: true }),
    );
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void run(sendCode.mutateAsync(phone), () => setCode(''));
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    void run(verify.mutateAsync(code), () => setPhone(''));
  };

  return (
    <section className={styles.section} aria-labelledby="phone-section">
      <h2 id="phone-section" className={styles.title}>
        {t.phoneSection}
      </h2>
      <p className={styles.hint}>{available ? t.phoneHint : t.phoneUnavailable}</p>
      {saved?.verified && (
        <p>
          {t.phoneVerified(saved.last4)}{' '}
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => void run(remove.mutateAsync(undefined))}
          >
            {t.phoneRemove}
          </Button>
        </p>
      )}
      {available && (
        <form onSubmit={onSend} noValidate aria-label={t.phoneSend}>
          <TextField
            label={t.phoneLabel}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-1234-5678"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={sendCode.isPending}>
            {t.phoneSend}
          </Button>
        </form>
      )}
      {available && saved?.pending && (
        <form onSubmit={onVerify} noValidate aria-label={t.phoneVerify}>
          <p className={styles.hint}>{t.phonePending(saved.last4)}</p>
          <TextField
            label={t.phoneCodeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={verify.isPending}>
            {t.phoneVerify}
          </Button>
        </form>
      )}
      {note && (
        <p
          role={note.error ? 'alert' : 'status'}
          className={note.error ? formStyles.formError : undefined}
        >
          {note.text}
        </p>
      )}
    </section>
  );
}
