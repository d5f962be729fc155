import { useTranslation } from 'react-i18next';
import { useSchoolSignIn, useStartSchoolSignIn } from '../api/school-sign-in';
import { useSignInFailureText } from '../use-sign-in-failure-text';
import { FailureNotice } from './AuthControls';
import styles from './AuthForm.module.css';

/** "Sign in with your school account", shown when the school the page knows (by its code) offers it. */
export function SchoolSignInButton({ school }: { school: string | null }) {
  const { t } = useTranslation('auth');
  const failureText = useSignInFailureText();
  const offered = useSchoolSignIn(school);
  const start = useStartSchoolSignIn();
  if (!school || offered.data !== true) return null;
  return (
    <div className={styles.schoolSignIn}>
      <p className={styles.or}>
        <span>{t('school.or')}</span>
      </p>
      {start.isError && <FailureNotice>{failureText(start.error)}</FailureNotice>}
      <button
        type="button"
        className={styles.schoolButton}
        aria-busy={start.isPending || start.isSuccess || undefined}
        onClick={() => !start.isPending && start.mutate(school)}
      >
        {t('school.button')}
      </button>
    </div>
  );
}
