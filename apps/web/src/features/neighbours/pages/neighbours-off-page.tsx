import { neighbourMessages as m } from '@chajul/contracts';
import { useSearchParams } from 'react-router';
import { OffLinkPage } from '../../../components/ui/off-link-page';
import { useTurnNeighboursOff } from '../api/neighbours';
import { koNeighbours as k } from '../ko-neighbours';

/** Where an area alert's off link leads (ADR 240, the /mail-off pattern of ADR 227). */
export function NeighboursOffPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const off = useTurnNeighboursOff(token);
  const texts = {
    title: k.offTitle,
    invalid: m.linkInvalid,
    intro: m.offPage,
    submit: m.offSubmit,
  };
  return <OffLinkPage texts={texts} hasToken={!!token} off={off} />;
}
