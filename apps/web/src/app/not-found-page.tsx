import { Link } from 'react-router';
import pageStyles from '../components/ui/page.module.css';
import { paths } from '../config/paths';
import { ko } from '../locales/ko';

export function NotFoundPage() {
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.notFound.title}</h1>
        <p>{ko.notFound.body}</p>
        <Link to={paths.home}>{ko.notFound.home}</Link>
      </section>
    </div>
  );
}
