import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { MyInstitutionLogo } from '../../../features/institution/components/MyInstitutionLogo';
import { homePath, isAdministrator, useAuthStore } from '../../../stores/auth-store';
import styles from './AppHeader.module.css';
import { UserMenu } from './UserMenu';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

// A real link to "#main" would resolve against <base href> and leave the app.
function skipToContent() {
  document.getElementById('main')?.focus();
}

export function AppHeader() {
  const { t } = useTranslation();
  const admin = useAuthStore(isAdministrator);
  const userid = useAuthStore((state) => state.userid);
  const home = useAuthStore(homePath);
  // Internal staff read as the school's administrator but have no profile of theirs here.
  const internal = useAuthStore((state) => state.internal !== null);

  return (
    <header className={styles.header}>
      <button type="button" className={styles.skip} onClick={skipToContent}>
        {t('skipToContent')}
      </button>
      <Link to={home} className={styles.brand}>
        <MyInstitutionLogo
          className={styles.logo}
          fallback={
            <span className={styles.mark} aria-hidden>
              E
            </span>
          }
        />
        {t('appName')}
      </Link>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        {/* "end": an administrator's home is the account list, which their own profile sits under. */}
        <NavLink to={home} end className={navClass}>
          {t('nav.home')}
        </NavLink>
        {admin ? (
          <NavLink to="/course" className={navClass}>
            {t('nav.classes')}
          </NavLink>
        ) : (
          <NavLink to="/collection" className={navClass}>
            {t('nav.library')}
          </NavLink>
        )}
        {!internal && (
          <NavLink to={`/account/${userid}`} className={navClass}>
            {t('nav.account')}
          </NavLink>
        )}
      </nav>
      <div className={styles.user}>
        {admin && <Tag color="geekblue">{t('administrator')}</Tag>}
        <UserMenu />
      </div>
    </header>
  );
}
