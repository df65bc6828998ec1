import { mailOffMessages as m } from '@chajul/contracts';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { errorMessage } from '../../../lib/api-client';
import { ko } from '../../../locales/ko';
import { useTurnMailOff } from '../api/mail-off';

/**
 * Where the link at the end of a visitor's alert mail leads (ADR 227): one button, so a mail
 * program that opens the link to check it turns nothing off.
 */
export function MailOffPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const scope = params.get('scope') === 'conversation' ? 'CONVERSATION' : 'ALL';
  const off = useTurnMailOff();

  const body = () => {
    if (!token) {
      return (
        <p className={formStyles.formError} role="alert">
          {m.invalid}
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
        <p>{scope === 'CONVERSATION' ? m.pageConversation : m.pageAll}</p>
        {off.isError && (
          <p className={formStyles.formError} role="alert">
            {errorMessage(off.error, m.invalid)}
          </p>
        )}
        <Button block disabled={off.isPending} onClick={() => off.mutate({ token, scope })}>
          {scope === 'CONVERSATION' ? m.submitConversation : m.submitAll}
        </Button>
      </>
    );
  };

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.pageTitles.mailOff}</h1>
        {body()}
      </section>
    </div>
  );
}
