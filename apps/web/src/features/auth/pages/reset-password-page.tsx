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
          {ko.auth.resetInvalid}
        </p>
      );
    }
    if (reset.isSuccess) {
      return (
        <>
          <p className={formStyles.formSuccess} role="status">
            {ko.auth.resetSuccess}
          </p>
          <Link to={paths.login}>{ko.auth.toLogin}</Link>
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
            {errorMessage(reset.error, ko.auth.resetInvalid)}
          </p>
        )}
        <TextField
          label={ko.auth.newPassword}
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          hint={ko.auth.passwordHint}
          {...register('newPassword')}
        />
        <TextField
          label={ko.auth.newPasswordConfirm}
          type="password"
          autoComplete="new-password"
          error={formState.errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <Button type="submit" block disabled={reset.isPending}>
          {ko.auth.resetSubmit}
        </Button>
      </form>
    );
  };

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.auth.resetTitle}</h1>
        {body()}
      </section>
    </div>
  );
}
