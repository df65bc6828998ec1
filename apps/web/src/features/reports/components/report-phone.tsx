import type { Report } from '@chajul/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useAuthLinks } from '../../../lib/use-auth-links';
import { useSession } from '../../../lib/use-session';
import { koReports as t } from '../../../locales/ko-reports';
import { useRevealPhone } from '../api/reveal-phone';
import styles from './report-details.module.css';

const PhoneLink = ({ phone }: { phone: string }) => <a href={`tel:${phone}`}>{phone}</a>;

/**
 * The owner's number as they allow it (ADR 136): shown when the server gave it (public, or the
 * author's own); for members after a click on 연락처 보기; else why not, and the way in.
 */
export function ReportPhone({ report }: { report: Report }) {
  const { isLoggedIn } = useSession();
  if (report.phone) return <PhoneLink phone={report.phone} />;
  if (report.phoneVisibility === 'NONE') return <span>{t.phoneHidden}</span>;
  if (report.phoneVisibility === 'MEMBERS' && isLoggedIn) return <RevealPhone id={report.id} />;
  if (report.phoneVisibility === 'MEMBERS') return <MembersOnly />;
  return <span>{t.noInfo}</span>;
}

function RevealPhone({ id }: { id: number }) {
  const reveal = useRevealPhone();
  const [phone, setPhone] = useState<string>();
  if (phone) return <PhoneLink phone={phone} />;
  return (
    <span className={styles.phone}>
      <Button
        variant="secondary"
        disabled={reveal.isPending}
        onClick={() => reveal.mutate(id, { onSuccess: setPhone })}
      >
        {t.phoneShow}
      </Button>
      {/* A 429 says how long to wait, in the server's words. */}
      {reveal.isError && <span role="alert">{errorMessage(reveal.error, t.phoneFailed)}</span>}
    </span>
  );
}

function MembersOnly() {
  const links = useAuthLinks();
  return (
    <span className={styles.phone}>
      <span>{t.phoneMembersOnly}</span>
      <Link to={links.login}>{t.phoneLogin}</Link>
    </span>
  );
}
