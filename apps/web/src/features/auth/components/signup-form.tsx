import { zodResolver } from '@hookform/resolvers/zod';
import type { SignupForm as SignupValues } from '@chajul/contracts';
import { signupFormSchema } from '@chajul/contracts';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { koAuth } from '../../../locales/ko-auth';
import type { ConsentValues } from '../../privacy';
import { SignupConsents } from '../../privacy';
import type { DuplicateField } from '../api/check-availability';
import { useSignup } from '../api/signup';
import { useDuplicateCheck } from './use-duplicate-check';

const takenMessage: Record<DuplicateField, string> = {
  nickname: koAuth.nicknameTaken,
  email: koAuth.emailTaken,
  userid: koAuth.useridTaken,
};

export function SignupForm({ onSuccess }: { onSuccess: () => void }) {
  const signup = useSignup();
  const duplicates = useDuplicateCheck();
  // The boxes start unticked: the schema wants `true` for the required ones (issue 29).
  type Values = Omit<SignupValues, keyof ConsentValues> & ConsentValues;
  const form = useForm<Values, unknown, SignupValues>({
    resolver: zodResolver(signupFormSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      nickname: '',
      email: '',
      userid: '',
      password: '',
      passwordConfirm: '',
      agreeTerms: false,
      agreePrivacy: false,
      agreeAge14: false,
      agreeEmailAlerts: false,
    },
  });
  const { register, handleSubmit, formState, setError, trigger, setValue, control } = form;
  const consents = useWatch({
    control,
    name: ['agreeTerms', 'agreePrivacy', 'agreeAge14', 'agreeEmailAlerts'],
  });

  /** Registers a field whose value must be unique: checked on blur when it is valid. */
  const registerUnique = (field: DuplicateField) =>
    register(field, {
      onChange: () => duplicates.reset(field),
      onBlur: async (event: { target: { value: string } }) => {
        if (!(await trigger(field))) return;
        if (!(await duplicates.check(field, event.target.value))) {
          setError(field, { type: 'duplicate', message: takenMessage[field] });
        }
      },
    });

  const submit = handleSubmit(async ({ passwordConfirm: _confirm, ...body }) => {
    try {
      await signup.mutateAsync(body);
      onSuccess();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.field) {
        const field = error.field as DuplicateField;
        duplicates.markTaken(field);
        setError(field, { type: 'duplicate', message: error.message });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.field) {
        setError(error.field as keyof Values, { message: error.message });
        return;
      }
      setError('root', { message: koAuth.signupFailure });
    }
  });

  const availableHint = (field: DuplicateField) =>
    duplicates.status[field] === 'checking'
      ? koAuth.checking
      : duplicates.status[field] === 'available'
        ? koAuth.available[field]
        : undefined;

  return (
    <form onSubmit={submit} noValidate>
      {formState.errors.root && (
        <p className={formStyles.formError} role="alert">
          {formState.errors.root.message}
        </p>
      )}
      <TextField
        label={koAuth.nickname}
        autoComplete="nickname"
        error={formState.errors.nickname?.message}
        hint={availableHint('nickname')}
        {...registerUnique('nickname')}
      />
      <TextField
        label={koAuth.email}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        hint={availableHint('email')}
        {...registerUnique('email')}
      />
      <TextField
        label={koAuth.userid}
        autoComplete="username"
        autoCapitalize="none"
        error={formState.errors.userid?.message}
        hint={availableHint('userid')}
        {...registerUnique('userid')}
      />
      <TextField
        label={koAuth.password}
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        hint={koAuth.passwordHint}
        {...register('password')}
      />
      <TextField
        label={koAuth.passwordConfirm}
        type="password"
        autoComplete="new-password"
        error={formState.errors.passwordConfirm?.message}
        {...register('passwordConfirm')}
      />
      <SignupConsents
        register={register as unknown as UseFormRegister<ConsentValues>}
        setValue={setValue as unknown as UseFormSetValue<ConsentValues>}
        values={{
          agreeTerms: consents[0],
          agreePrivacy: consents[1],
          agreeAge14: consents[2],
          agreeEmailAlerts: consents[3],
        }}
        errors={formState.errors}
      />
      <Button type="submit" block disabled={formState.isSubmitting || duplicates.hasDuplicate}>
        {formState.isSubmitting ? koAuth.signingUp : koAuth.signupSubmit}
      </Button>
    </form>
  );
}
