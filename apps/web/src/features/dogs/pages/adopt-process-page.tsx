import { Link } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { koDogs } from '../../../locales/ko-dogs';
import { adoptProcess as t } from './adopt-process-content';
import styles from './adopt-process-page.module.css';

/** /adopt/process: the static adoption guide. */
export function AdoptProcessPage() {
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p>{t.intro}</p>
      <section className={styles.section} aria-labelledby="precautions">
        <h2 id="precautions">{t.precautionsTitle}</h2>
        <ul>
          {t.precautions.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="steps">
        <h2 id="steps">{t.stepsTitle}</h2>
        <ol className={styles.steps}>
          {t.steps.map(([title, body]) => (
            <li key={title}>
              <strong>{title}</strong>
              <p>{body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="documents">
        <h2 id="documents">{t.documentsTitle}</h2>
        <ul>
          {t.documents.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="registration">
        <h2 id="registration">{t.registrationTitle}</h2>
        <p>{t.registration}</p>
      </section>
      <section className={styles.section} aria-labelledby="faq">
        <h2 id="faq">{t.faqTitle}</h2>
        <dl className={styles.faq}>
          {t.faq.map(([q, a]) => (
            <div key={q}>
              <dt>{q}</dt>
              <dd>{a}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="hotline">
        <h2 id="hotline">{t.hotlineTitle}</h2>
        <p>{t.hotlineBody}</p>
        <p className={styles.hotline}>{t.hotline}</p>
        <p>{koDogs.adoptDisclaimer}</p>
      </section>
      <p>
        <Link to={paths.adopt}>{koDogs.adoptTitle}</Link>
      </p>
    </div>
  );
}
