import { Link, Navigate, useNavigate } from 'react-router';
import pageStyles from '../../../components/ui/page.module.css';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { koAuth } from '../../../locales/ko-auth';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  // A logged-in visitor has nothing to do here (spec §2).
  if (isLoggedIn) return <Navigate to={paths.home} replace />;
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{koAuth.loginTitle}</h1>
        <LoginForm onSuccess={() => void navigate(paths.home)} />
        <nav className={pageStyles.links} aria-label={koAuth.loginTitle}>
          <Link to={paths.signup}>{koAuth.toSignup}</Link>
          <Link to={paths.findPassword}>{koAuth.toFindPassword}</Link>
        </nav>
      </section>
    </div>
  );
}
