import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import pageStyles from '../../../components/ui/page.module.css';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ko } from '../../../locales/ko';
import { koAuth } from '../../../locales/ko-auth';
import { koMypage } from '../../../locales/ko-mypage';
import { meQueryOptions } from '../../auth';
import { AlertSettings } from '../../notifications';
import { NeighbourSection } from '../../neighbours';
import { ConsentsSection } from '../../privacy';
import { MyDataSection } from '../components/my-data-section';
import { NicknameForm } from '../components/nickname-form';
import { PasswordForm } from '../components/password-form';
import { PhoneSection } from '../components/phone-section';
import { WithdrawSection } from '../components/withdraw-section';
import styles from './mypage-edit-page.module.css';

/**
 * Spec §2 "My-page edit": nickname editable, ID and email read-only, a password toggle; then
 * 내 정보 다운로드 and 회원 탈퇴 (issue 29, ADR 165).
 */
export function MypageEditPage() {
  const me = useQuery(meQueryOptions());
  const [changingPassword, setChangingPassword] = useState(false);

  if (me.isPending) return <p className={pageStyles.narrow}>{ko.common.loading}</p>;
  if (me.isError) {
    return (
      <p className={`${pageStyles.narrow} ${formStyles.formError}`} role="alert">
        {koMypage.loadFailure}
      </p>
    );
  }
  const user = me.data;
  return (
    <div className={pageStyles.narrow}>
      <section className={pageStyles.card}>
        <h1 className={pageStyles.title}>{ko.pageTitles.mypageEdit}</h1>
        <TextField label={koAuth.userid} value={user.userid} readOnly />
        <TextField label={koAuth.email} value={user.email} readOnly />
        <NicknameForm nickname={user.nickname} />

        <div className={styles.passwordToggle}>
          <Button
            variant="secondary"
            aria-expanded={changingPassword}
            aria-controls="password-change"
            onClick={() => setChangingPassword((open) => !open)}
          >
            {changingPassword ? koMypage.closePassword : koMypage.changePassword}
          </Button>
        </div>
        <div id="password-change" hidden={!changingPassword}>
          {changingPassword && <PasswordForm onDone={() => setChangingPassword(false)} />}
        </div>

        <AlertSettings />
        <NeighbourSection />
        <PhoneSection />
        <ConsentsSection />
        <MyDataSection />
        <WithdrawSection />

        <nav className={pageStyles.links} aria-label={ko.pageTitles.mypageEdit}>
          <Link to={paths.mypage}>{koMypage.backToMypage}</Link>
        </nav>
      </section>
    </div>
  );
}
