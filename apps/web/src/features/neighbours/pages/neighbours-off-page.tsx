import { neighbourMessages as m } from '@chajul/contracts';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useTurnNeighboursOff } from '../api/neighbours';
import { koNeighbours as k } from '../ko-neighbours';

/**
 * Where an area alert's off link leads (ADR 240, the /mail-off pattern of ADR 227): one
 * button, so a mail program that opens the link to check it turns nothing off.
 */
export function NeighboursOffPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const off = useTurnNeighboursOff();

  const body = () => {
    if (!token) {
      return (
        <p className={formStyles.formError} role="alert">
          {m.linkInvalid}
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
        <p>{m.offPage}</p>
        {off.isError && (
          <p className={formStyles.formError} role="alert">
            {errorMessage(off.error, m.linkInvalid)}
          </p>
        )}
        <Button block disabled={off.isPending} onClick={() => off.mutate(token)}>
          {m.offSubmit}
        </Button>
      </>
    );
  };

  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{k.offTitle}</h1>
        {body()}
      </section>
    </div>
  );
}
