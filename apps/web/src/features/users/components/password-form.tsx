import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdatePasswordForm } from '@chajul/contracts';
import { updatePasswordFormSchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { koAuth } from '../../../locales/ko-auth';
import { koMypage } from '../../../locales/ko-mypage';
import { useUpdatePassword } from '../api/update-password';

const empty = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

export function PasswordForm({ onDone }: { onDone: () => void }) {
  const dialogs = useDialogs();
  const update = useUpdatePassword();
  const { register, handleSubmit, formState, setError, reset } = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordFormSchema),
    defaultValues: empty,
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    update.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: async () => {
          reset(empty);
          dialogs.notify(koMypage.passwordUpdated);
          onDone();
        },
        onError: (error) =>
          setError('root', { message: errorMessage(error, koMypage.updateFailure) }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={koMypage.passwordSection}>
      {formState.errors.root && (
        <p className={formStyles.formError} role="alert">
          {formState.errors.root.message}
        </p>
      )}
      <TextField
        label={koMypage.currentPassword}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={koAuth.newPassword}
        type="password"
        autoComplete="new-password"
        hint={koAuth.passwordHint}
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={koAuth.newPasswordConfirm}
        type="password"
        autoComplete="new-password"
        error={formState.errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
      <Button type="submit" disabled={update.isPending}>
        {koMypage.savePassword}
      </Button>
    </form>
  );
}
