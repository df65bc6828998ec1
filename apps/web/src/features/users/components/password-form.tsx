import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdatePasswordForm } from '@chajul/contracts';
import { updatePasswordFormSchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
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
          await dialogs.alert(ko.mypage.passwordUpdated);
          onDone();
        },
        onError: (error) =>
          setError('root', { message: errorMessage(error, ko.mypage.updateFailure) }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={ko.mypage.passwordSection}>
      {formState.errors.root && (
        <p className={formStyles.formError} role="alert">
          {formState.errors.root.message}
        </p>
      )}
      <TextField
        label={ko.mypage.currentPassword}
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={ko.auth.newPassword}
        type="password"
        autoComplete="new-password"
        hint={ko.auth.passwordHint}
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={ko.auth.newPasswordConfirm}
        type="password"
        autoComplete="new-password"
        error={formState.errors.newPasswordConfirm?.message}
        {...register('newPasswordConfirm')}
      />
      <Button type="submit" disabled={update.isPending}>
        {ko.mypage.savePassword}
      </Button>
    </form>
  );
}
