import { useDialogs } from './dialog-provider';

type Remove = { mutateAsync: (id: number) => Promise<unknown> };

/**
 * Asks first, deletes on yes, and tells why when the server refused: the delete button of
 * every admin list (spec §2, §6).
 */
export function useConfirmedDelete(
  remove: Remove,
  question: string,
  failure: (error: unknown) => string,
) {
  const dialogs = useDialogs();
  return async (id: number) => {
    if (!(await dialogs.confirm(question))) return;
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      await dialogs.alert(failure(error));
    }
  };
}
