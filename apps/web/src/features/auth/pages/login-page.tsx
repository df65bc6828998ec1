import { Link, Navigate, useNavigate } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { ko } from '../../../locales/ko';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  // A logged-in visitor has nothing to do here (spec §2).
  if (isLoggedIn) return <Navigate to={paths.home} replace />;
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.auth.loginTitle}</h1>
        <LoginForm onSuccess={() => void navigate(paths.home)} />
        <nav className={pageStyles.links} aria-label={ko.auth.loginTitle}>
          <Link to={paths.signup}>{ko.auth.toSignup}</Link>
          <Link to={paths.findPassword}>{ko.auth.toFindPassword}</Link>
        </nav>
      </section>
    </div>
  );
}
