import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightIcon } from '../../../components/icon/LightIcon';
import styles from './AuthControls.module.css';

/** A text field of the sign-in page; the label and error come from `Field`. */
export function AuthInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={styles.input} />;
}

/**
 * A password field with a button that shows or hides what was typed. The button keeps one
 * label ("Show password") and says whether it is on with `aria-pressed`.
 */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.password}>
      <AuthInput {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.reveal}
        aria-label={t('fields.showPassword')}
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown(!shown)}
      >
        <LightIcon icon={shown ? EyeOutlined : EyeInvisibleOutlined} />
      </button>
    </div>
  );
}

/**
 * The form's one button. While the request runs it stays focusable and says it is busy,
 * and a second press does nothing.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={styles.submit}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={(event) => pending && event.preventDefault()}
    >
      {pending && <span className={styles.spinner} aria-hidden />}
      {children}
    </button>
  );
}

/** Why the last request failed, announced as it appears. */
export function FailureNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      <LightIcon icon={CloseCircleFilled} className={styles.alertIcon} />
      <span>{children}</span>
    </div>
  );
}
