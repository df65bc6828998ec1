import { zodResolver } from '@hookform/resolvers/zod';
import type { WithdrawBody } from '@chajul/contracts';
import { withdrawBodySchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { koMypage } from '../../../locales/ko-mypage';
import { useLogout } from '../../auth';
import { useWithdraw } from '../api/withdraw';
import styles from './account-sections.module.css';

/**
 * 회원 탈퇴 (ADR 165): what goes, the password again, a last question; then the member is
 * logged out at home with a goodbye.
 */
export function WithdrawSection() {
  const dialogs = useDialogs();
  const logout = useLogout();
  const withdraw = useWithdraw();
  const { register, handleSubmit, formState, setError } = useForm<WithdrawBody>({
    resolver: zodResolver(withdrawBodySchema),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async (body) => {
    if (!(await dialogs.confirm(koMypage.withdrawConfirm))) return;
    withdraw.mutate(body, {
      onSuccess: async () => {
        await logout();
        await dialogs.alert(koMypage.withdrawn);
      },
      onError: (error) =>
        setError('root', { message: errorMessage(error, koMypage.withdrawFailure) }),
    });
  });

  return (
    <section className={styles.section} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className={styles.title}>
        {koMypage.withdrawSection}
      </h2>
      <p className={styles.hint}>{koMypage.withdrawIntro}</p>
      <ul className={styles.list} aria-label={koMypage.withdrawIntro}>
        {koMypage.withdrawRemoves.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate aria-label={koMypage.withdrawSection}>
        {formState.errors.root && (
          <p className={formStyles.formError} role="alert">
            {formState.errors.root.message}
          </p>
        )}
        <TextField
          label={koMypage.withdrawPassword}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="danger" disabled={withdraw.isPending}>
          {koMypage.withdrawButton}
        </Button>
      </form>
    </section>
  );
}
