import { zodResolver } from '@hookform/resolvers/zod';
import type { ResetPasswordForm } from '@chajul/contracts';
import { resetPasswordFormSchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { koAuth } from '../../../locales/ko-auth';
import { useResetPassword } from '../api/reset-password';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', passwordConfirm: '' },
  });

  const body = () => {
    if (!token) {
      return (
        <p className={formStyles.formError} role="alert">
          {koAuth.resetInvalid}
        </p>
      );
    }
    if (reset.isSuccess) {
      return (
        <>
          <p className={formStyles.formSuccess} role="status">
            {koAuth.resetSuccess}
          </p>
          <Link to={paths.login}>{koAuth.toLogin}</Link>
        </>
      );
    }
    return (
      <form
        onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }))}
        noValidate
      >
        {reset.isError && (
          <p className={formStyles.formError} role="alert">
            {errorMessage(reset.error, koAuth.resetInvalid)}
          </p>
        )}
        <TextField
          label={koAuth.newPassword}
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          hint={koAuth.passwordHint}
          {...register('newPassword')}
        />
        <TextField
          label={koAuth.newPasswordConfirm}
          type="password"
          autoComplete="new-password"
          error={formState.errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <Button type="submit" block disabled={reset.isPending}>
          {koAuth.resetSubmit}
        </Button>
      </form>
    );
  };

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.pageTitles.resetPassword}</h1>
        {body()}
      </section>
    </div>
  );
}
