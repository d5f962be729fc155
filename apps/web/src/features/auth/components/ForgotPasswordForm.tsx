import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { Field } from '../../../components/field/Field';
import { useFirstError } from '../../../components/form/use-first-error';
import { LightIcon } from '../../../components/icon/LightIcon';
import { failureCode } from '../../../lib/request-failure';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthInput, FailureNotice, SubmitButton } from './AuthControls';
import styles from './AuthForm.module.css';

// Deliberately loose: the server has the final word, this only catches obvious typos.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asks for a reset link. The confirmation never says whether the account exists, so
 * the page cannot be used to find out who has one.
 */
export function ForgotPasswordForm({ backLink }: { backLink: To }) {
  const { t } = useTranslation('auth');
  const firstError = useFirstError();
  const { t: tError } = useTranslation('errors');
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const emailError = submitted && !EMAIL_SHAPE.test(email.trim()) ? tError('auth.email_invalid') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (EMAIL_SHAPE.test(email.trim())) request.mutate(email.trim());
    else firstError.reveal();
  };

  const back = (
    <Link className={styles.back} to={backLink}>
      <LightIcon icon={ArrowLeftOutlined} />
      {t('forgot.back')}
    </Link>
  );

  if (request.isSuccess) {
    return (
      <section className={styles.done} aria-labelledby="forgot-sent-title">
        <LightIcon icon={MailOutlined} className={styles.doneIcon} />
        <h1 id="forgot-sent-title" className={styles.title}>
          {t('forgot.sentTitle')}
        </h1>
        <p className={styles.lead}>{t('forgot.sent', { email: email.trim() })}</p>
        {back}
      </section>
    );
  }

  return (
    <form ref={firstError.ref} className={styles.form} onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        {t('forgot.title')}
      </h1>
      <p className={styles.lead}>{t('forgot.lead')}</p>
      {request.isError && <FailureNotice>{tError(failureCode(request.error))}</FailureNotice>}
      <Field id="forgot-email" label={t('fields.email')} error={emailError}>
        {(control) => (
          <AuthInput
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <SubmitButton pending={request.isPending}>{t('forgot.submit')}</SubmitButton>
      {back}
    </form>
  );
}
