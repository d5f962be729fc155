import type { SessionUser } from '@lms/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureCode } from '../../../lib/request-failure';
import { useSsoLogin } from '../api/sso-login';
import { FailureNotice } from './AuthControls';
import styles from './AuthForm.module.css';

interface SsoCodeSignInProps {
  /** The code in the link; null when the link carries none. */
  code: string | null;
  onSignedIn(user: SessionUser): void;
}

/** Signs in with the code a link from version 2 carries, once, or says why it cannot and offers the normal sign-in. */
export function SsoCodeSignIn({ code, onSignedIn }: SsoCodeSignInProps) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const login = useSsoLogin();
  const { mutate } = login;
  // A code works once: never send it twice, even when the page renders twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    mutate(code, { onSuccess: ({ user }) => onSignedIn(user) });
  }, [code, mutate, onSignedIn]);

  const failed = !code || login.isError;
  return (
    <section aria-labelledby="sso-title" aria-busy={!failed || undefined}>
      <h1 id="sso-title" className={styles.title}>
        {failed ? t('sso.failedTitle') : t('sso.title')}
      </h1>
      {failed ? (
        <>
          <FailureNotice>{tError(code ? failureCode(login.error) : 'auth.sso_code_invalid')}</FailureNotice>
          <Link className={styles.askAgain} to="/">
            {t('sso.toSignIn')}
          </Link>
        </>
      ) : (
        <p className={styles.checking} role="status">
          {t('sso.signingIn')}
        </p>
      )}
    </section>
  );
}
