import type { SessionUser } from '@lms/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SchoolSignInAnswer, useFinishSchoolSignIn } from '../api/school-sign-in';
import { useSignInFailureText } from '../use-sign-in-failure-text';
import { FailureNotice } from './AuthControls';
import styles from './AuthForm.module.css';

interface SchoolSignInCallbackProps {
  answer: SchoolSignInAnswer;
  onSignedIn(user: SessionUser): void;
}

/**
 * Back from the school's sign-in page: finishes signing in once, or says why not, with the way
 * back to sign-in. An administrator's trial says who would have been signed in.
 */
export function SchoolSignInCallback({ answer, onSignedIn }: SchoolSignInCallbackProps) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const failureText = useSignInFailureText();
  const finish = useFinishSchoolSignIn();
  const { mutate } = finish;
  const sent = useRef(false);
  useEffect(() => {
    if (!answer.state || sent.current) return;
    sent.current = true;
    mutate(answer, { onSuccess: (finished) => 'user' in finished && onSignedIn(finished.user) });
  }, [answer, mutate, onSignedIn]);

  const trial = finish.data && 'trial' in finish.data ? finish.data.trial : null;
  if (trial) {
    return (
      <section aria-labelledby="school-sign-in-title">
        <h1 id="school-sign-in-title" className={styles.title}>
          {t('school.trialTitle')}
        </h1>
        <p role="status">{t('school.trialResult', { name: trial.username, email: trial.email })}</p>
        <p className={styles.lead}>{t('school.trialClose')}</p>
      </section>
    );
  }
  const failed = !answer.state || finish.isError;
  return (
    <section aria-labelledby="school-sign-in-title" aria-busy={!failed || undefined}>
      <h1 id="school-sign-in-title" className={styles.title}>
        {failed ? t('sso.failedTitle') : t('sso.title')}
      </h1>
      {failed ? (
        <>
          <FailureNotice>{answer.state ? failureText(finish.error) : tError('auth.oidc_failed')}</FailureNotice>
          <Link className={styles.askAgain} to="/">
            {t('sso.toSignIn')}
          </Link>
        </>
      ) : (
        <p className={styles.checking} role="status">
          {t('school.finishing')}
        </p>
      )}
    </section>
  );
}
