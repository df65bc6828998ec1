import { zodResolver } from '@hookform/resolvers/zod';
import type { UpdateNicknameBody } from '@chajul/contracts';
import { updateNicknameBodySchema } from '@chajul/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useDialogs } from '../../../components/ui/dialog-provider';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { koAuth } from '../../../locales/ko-auth';
import { koMypage } from '../../../locales/ko-mypage';
import { useUpdateNickname } from '../api/update-nickname';

export function NicknameForm({ nickname }: { nickname: string }) {
  const dialogs = useDialogs();
  const update = useUpdateNickname();
  const { register, handleSubmit, formState, setError } = useForm<UpdateNicknameBody>({
    resolver: zodResolver(updateNicknameBodySchema),
    values: { nickname },
  });

  const submit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => dialogs.notify(koMypage.nicknameUpdated),
      onError: (error) =>
        setError('nickname', { message: errorMessage(error, koMypage.updateFailure) }),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={koMypage.nicknameSection}>
      <TextField
        label={koAuth.nickname}
        autoComplete="nickname"
        error={formState.errors.nickname?.message}
        {...register('nickname')}
      />
      <Button type="submit" disabled={update.isPending}>
        {koMypage.saveNickname}
      </Button>
    </form>
  );
}
