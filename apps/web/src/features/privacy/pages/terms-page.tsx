import { CURRENT_POLICIES } from '@chajul/contracts';
import pageStyles from '../../../components/ui/page.module.css';
import { koPrivacy as t } from '../../../locales/ko-privacy';
import { usePolicies } from '../api/get-policies';
import { PolicyMeta } from '../components/policy-meta';
import styles from '../components/policy.module.css';

/** /terms, 이용약관 (issue 29), with its version and 시행일 (ADR 160). */
export function TermsPage() {
  const policies = usePolicies();
  const operator = policies.data?.operator;
  return (
    <article className={`${pageStyles.page} ${styles.policy}`}>
      <h1 className={pageStyles.title}>{t.termsTitle}</h1>
      <PolicyMeta policy={policies.data?.terms ?? CURRENT_POLICIES.terms} />
      {t.terms.map((article) => (
        <section key={article.title}>
          <h2>{article.title}</h2>
          <p>{article.body}</p>
        </section>
      ))}
      {operator && (
        <p>
          {t.termsContact}: {operator.name} (
          <a href={`mailto:${operator.email}`}>{operator.email}</a>)
        </p>
      )}
    </article>
  );
}
