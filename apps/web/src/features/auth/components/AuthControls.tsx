import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { LightIcon } from '../../../components/icon/LightIcon';
import styles from './AuthControls.module.css';

/** A text field of the sign-in page; the label and error come from `Field`. */
export function AuthInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={styles.input} />;
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
