import { CURRENT_POLICIES, RETENTION_RULES } from '@chajul/contracts';
import pageStyles from '../../../components/ui/page.module.css';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import { usePolicies } from '../api/get-policies';
import { PolicyMeta } from '../components/policy-meta';
import styles from '../components/policy.module.css';

/**
 * /privacy, 개인정보처리방침 (issue 29): the wording is this service's; the operator and the
 * processors come from the server's settings, the periods from RETENTION_RULES (ADR 160).
 */
export function PrivacyPage() {
  const policies = usePolicies();
  const processors = policies.data?.processors;
  return (
    <article className={`${pageStyles.page} ${styles.policy}`}>
      <h1 className={pageStyles.title}>{t.privacyTitle}</h1>
      <PolicyMeta policy={policies.data?.privacy ?? CURRENT_POLICIES.privacy} />
      <p>{t.privacyIntro}</p>

      <h2>{t.collectedTitle}</h2>
      <div className={styles.scroll}>
        <table className={styles.table} aria-label={t.collectedTitle}>
          <thead>
            <tr>
              <th scope="col">{t.collectedHead.form}</th>
              <th scope="col">{t.collectedHead.items}</th>
              <th scope="col">{t.collectedHead.purpose}</th>
              <th scope="col">{t.collectedHead.required}</th>
            </tr>
          </thead>
          <tbody>
            {t.collected.map((row) => (
              <tr key={row.form}>
                <th scope="row">{row.form}</th>
                <td>{row.items}</td>
                <td>{row.purpose}</td>
                <td>{row.required}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t.retentionTitle}</h2>
      <p>{t.retentionIntro}</p>
      <div className={styles.scroll}>
        <table className={styles.table} aria-label={t.retentionTitle}>
          <thead>
            <tr>
              <th scope="col">{t.retentionHead.item}</th>
              <th scope="col">{t.retentionHead.period}</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_RULES.map((rule) => (
              <tr key={rule.id}>
                <th scope="row">{rule.item}</th>
                <td>{rule.period}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t.retentionMember}</p>

      <h2>{t.processorsTitle}</h2>
      <p>{t.processorsIntro}</p>
      {policies.isError && <p role="alert">{t.loadFailure}</p>}
      {processors && processors.length === 0 && <p>{t.processorsNone}</p>}
      {processors && processors.length > 0 && (
        <div className={styles.scroll}>
          <table className={styles.table} aria-label={t.processorsTitle}>
            <thead>
              <tr>
                <th scope="col">{t.processorsHead.name}</th>
                <th scope="col">{t.processorsHead.purpose}</th>
                <th scope="col">{t.processorsHead.items}</th>
              </tr>
            </thead>
            <tbody>
              {processors.map((p) => (
                <tr key={p.name}>
                  <th scope="row">{p.name}</th>
                  <td>{p.purpose}</td>
                  <td>{p.items}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>{t.thirdParty}</p>

      <h2>{t.rightsTitle}</h2>
      <ul>
        {t.rights.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h2>{t.safetyTitle}</h2>
      <ul>
        {t.safety.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>

      <h2>{t.contactTitle}</h2>
      {policies.data && (
        <dl>
          <dt>{t.contactName}</dt>
          <dd>{policies.data.operator.name}</dd>
          <dt>{t.contactEmail}</dt>
          <dd>
            <a href={`mailto:${policies.data.operator.email}`}>{policies.data.operator.email}</a>
          </dd>
        </dl>
      )}

      <h2>{t.changesTitle}</h2>
      <p>{t.changes}</p>
    </article>
  );
}
