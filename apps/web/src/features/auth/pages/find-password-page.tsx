import { zodResolver } from '@hookform/resolvers/zod';
import type { ForgotPasswordBody } from '@chajul/contracts';
import { forgotPasswordBodySchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { koAuth } from '../../../locales/ko-auth';
import { useForgotPassword } from '../api/forgot-password';

export function FindPasswordPage() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.pageTitles.findPassword}</h1>
        <p className={formStyles.hint}>{koAuth.findPasswordHelp}</p>
        <br />
        {forgot.isSuccess && (
          <p className={formStyles.formSuccess} role="status">
            {koAuth.forgotSent}
          </p>
        )}
        {forgot.isError && (
          <p className={formStyles.formError} role="alert">
            {errorMessage(forgot.error, ko.common.genericError)}
          </p>
        )}
        <form onSubmit={handleSubmit((values) => forgot.mutate(values))} noValidate>
          <TextField
            label={koAuth.email}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" block disabled={forgot.isPending}>
            {forgot.isPending ? koAuth.sending : koAuth.sendResetLink}
          </Button>
        </form>
        <nav className={pageStyles.links} aria-label={ko.pageTitles.findPassword}>
          <Link to={paths.login}>{koAuth.toLogin}</Link>
        </nav>
      </section>
    </div>
  );
}
