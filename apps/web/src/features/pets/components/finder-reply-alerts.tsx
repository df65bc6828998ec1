import { FINDER_TOKEN_HEADER } from '@chajul/contracts';
import { koPets } from '../../../locales/ko-pets';
import { PushDeviceSetting } from '../../notifications';

/**
 * A tag finder may hear of the family's answers on this device (ADR 257), as a visitor finder
 * does from their found report (ADR 155): the device belongs to the private TAG sighting that
 * 가족에게 알리기 made, whose link is the only key.
 */
export function FinderReplyAlerts({ link }: { link: string }) {
  const token = new URL(link, window.location.origin).searchParams.get('token') ?? '';
  return (
    <section aria-labelledby="tag-finder-alerts">
      <h2 id="tag-finder-alerts">{koPets.replyAlertsTitle}</h2>
      <PushDeviceSetting headers={{ [FINDER_TOKEN_HEADER]: token }} help={koPets.replyAlertsHelp} />
    </section>
  );
}
