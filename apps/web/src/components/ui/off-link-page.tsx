import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import formStyles from './form.module.css';
import pageStyles from './page.module.css';

type Texts = { title: string; invalid: string; intro: string; submit: string };

/**
 * Where a mail's off link leads (ADR 227, 240): one button, so a mail program that opens the
 * link to check it turns nothing off. Without a token it says the link is not valid.
 */
export function OffLinkPage({
  texts,
  hasToken,
  off,
}: {
  texts: Texts;
  hasToken: boolean;
  /** The off call, already bound to the link's token: `mutate()` turns it off. */
  off: UseMutationResult<{ message: string }, Error, void>;
}) {
  const body = () => {
    if (!hasToken) {
      return (
        <p className={formStyles.formError} role="alert">
          {texts.invalid}
        </p>
      );
    }
    if (off.isSuccess) {
      return (
        <p className={formStyles.formSuccess} role="status">
          {off.data.message}
        </p>
      );
    }
    return (
      <>
        <p>{texts.intro}</p>
        {off.isError && (
          <p className={formStyles.formError} role="alert">
            {errorMessage(off.error, texts.invalid)}
          </p>
        )}
        <Button block disabled={off.isPending} onClick={() => off.mutate()}>
          {texts.submit}
        </Button>
      </>
    );
  };

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{texts.title}</h1>
        {body()}
      </section>
    </div>
  );
}
