import { neighbourMessages as m } from '@chajul/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmNeighbours } from '../api/neighbours';
import { NeighbourSettingsEditor } from '../components/member-neighbour-settings';
import { koNeighbours as k } from '../ko-neighbours';

/**
 * The visitor's private link from the confirmation mail (ADR 240): opening it confirms the
 * address (a confirmation only starts alerts the person asked for), then the settings.
 */
export function NeighboursManagePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNeighbours();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const body = () => {
    if (!token || confirm.isError) {
      return (
        <p className={formStyles.formError} role="alert">
          {confirm.isError ? errorMessage(confirm.error, m.linkInvalid) : m.linkInvalid}
        </p>
      );
    }
    if (!confirm.isSuccess) return <p>{k.confirming}</p>;
    return (
      <>
        <p className={formStyles.formSuccess} role="status">
          {confirm.data.message}
        </p>
        <NeighbourSettingsEditor token={token} />
      </>
    );
  };
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{k.manageTitle}</h1>
        {body()}
      </section>
    </div>
  );
}
