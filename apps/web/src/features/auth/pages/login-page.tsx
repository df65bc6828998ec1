import { Link, useNavigate, useSearchParams } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { returnPath } from '../../../lib/return-path';
import { useAuthLinks } from '../../../lib/use-auth-links';
import { koAuth } from '../../../locales/ko-auth';
import { LoginForm } from '../components/login-form';

/**
 * /login?from=: after logging in, back to the page that sent the visitor here (issue 27),
 * else home. A member who opens it is sent on by the route's guard (spec §2).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const links = useAuthLinks();
  const back = returnPath(search.get('from'), paths.home);
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{koAuth.loginTitle}</h1>
        <LoginForm onSuccess={() => void navigate(back, { replace: true })} />
        <nav className={pageStyles.links} aria-label={koAuth.loginTitle}>
          <Link to={links.signup}>{koAuth.toSignup}</Link>
          <Link to={paths.findPassword}>{koAuth.toFindPassword}</Link>
        </nav>
      </section>
    </div>
  );
}
