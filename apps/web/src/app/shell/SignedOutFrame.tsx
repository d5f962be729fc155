import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InstitutionLogo } from '../../features/institution/components/InstitutionLogo';
import { LanguageSelect } from '../../features/language/components/LanguageSelect';
import { useCommonStore } from '../../stores/common-store';
import styles from './SignedOutFrame.module.css';
import { SiteLinks } from './SiteLinks';

/**
 * The frame around the signed-out pages: a welcome panel, the school's logo and the form.
 * A school's sign-in link carries its code (`/?school=DEMO`); it is remembered here so
 * the logo is still shown after signing out.
 */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linkedSchool = params.get('school');
  const savedSchool = useCommonStore((state) => state.schoolCode);
  const rememberSchool = useCommonStore((state) => state.rememberSchool);
  useEffect(() => {
    if (linkedSchool) rememberSchool(linkedSchool);
  }, [linkedSchool, rememberSchool]);
  return (
    <div className={styles.page}>
      <aside className={styles.welcome}>
        <p className={styles.brand}>{t('appName')}</p>
        <p className={styles.tagline}>{t('welcome.tagline')}</p>
        <ul className={styles.points}>
          <li>{t('welcome.classes')}</li>
          <li>{t('welcome.reading')}</li>
          <li>{t('welcome.speaking')}</li>
        </ul>
      </aside>
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LanguageSelect className={styles.language} />
        </div>
        <div className={styles.card}>
          <InstitutionLogo className={styles.logo} schoolCode={linkedSchool ?? savedSchool} />
          {children}
        </div>
        <SiteLinks />
      </main>
    </div>
  );
}
