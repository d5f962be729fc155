import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { MyInstitutionLogo } from '../../../features/institution/components/MyInstitutionLogo';
import { can, useAuthStore } from '../../../stores/auth-store';
import styles from './AppHeader.module.css';
import { UserMenu } from './UserMenu';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

// A real link to "#main" would resolve against <base href> and leave the app.
function skipToContent() {
  document.getElementById('main')?.focus();
}

export function AppHeader() {
  const { t } = useTranslation();
  const admin = useAuthStore(can('manage_school'));
  const keepsCollections = useAuthStore(can('keep_collections'));
  const userid = useAuthStore((state) => state.userid);
  // SPEC §2: Home is the class list for everyone; My Account is the account list for an
  // administrator (and the company's staff reading as one), a teacher's own page otherwise.
  const account = admin ? '/account' : `/account/${userid}`;

  return (
    <header className={styles.header}>
      <button type="button" className={styles.skip} onClick={skipToContent}>
        {t('skipToContent')}
      </button>
      <Link to="/course" className={styles.brand}>
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
        <NavLink to="/course" className={navClass}>
          {t('nav.home')}
        </NavLink>
        {keepsCollections && (
          <NavLink to="/collection" className={navClass}>
            {t('nav.library')}
          </NavLink>
        )}
        <NavLink to={account} className={navClass}>
          {t('nav.account')}
        </NavLink>
      </nav>
      <div className={styles.user}>
        {admin && <Tag color="geekblue">{t('administrator')}</Tag>}
        <UserMenu />
      </div>
    </header>
  );
}
