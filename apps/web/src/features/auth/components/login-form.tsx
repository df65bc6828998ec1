import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { koAuth } from '../../../locales/ko-auth';
import { useLogin } from '../api/login';

const formSchema = loginBodySchema.extend({ remember: z.boolean() });
type FormValues = z.infer<typeof formSchema>;

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { userid: '', password: '', remember: true },
  });

  const submit = handleSubmit((values) => login.mutate(values, { onSuccess }));
  return (
    <form onSubmit={submit} noValidate>
      {login.isError && (
        <p className={formStyles.formError} role="alert">
          {errorMessage(login.error, koAuth.loginFailure)}
        </p>
      )}
      <TextField
        label={koAuth.userid}
        autoComplete="username"
        autoCapitalize="none"
        error={formState.errors.userid?.message}
        {...register('userid')}
      />
      <TextField
        label={koAuth.password}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <label className={formStyles.checkbox}>
        <input type="checkbox" {...register('remember')} />
        {koAuth.remember}
      </label>
      <Button type="submit" block disabled={login.isPending}>
        {login.isPending ? koAuth.loggingIn : koAuth.loginSubmit}
      </Button>
    </form>
  );
}
