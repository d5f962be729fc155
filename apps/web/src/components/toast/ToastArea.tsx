import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './ToastArea.module.css';
import { type ToastStatus, useToastStore } from './toast-store';

const ICONS: Record<ToastStatus, typeof InfoCircleFilled> = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

/** The live region stays mounted so screen readers announce each message as it arrives. */
export function ToastArea() {
  const { t } = useTranslation();
  const current = useToastStore((state) => state.current);
  const close = useToastStore((state) => state.close);
  const Icon = current ? ICONS[current.status] : null;

  return (
    <div className={styles.area} role="status" aria-live="polite">
      {current && Icon && (
        <div key={current.id} className={styles.toast} data-status={current.status}>
          <Icon className={styles.icon} aria-hidden />
          <span className={styles.text}>{current.text}</span>
          <button type="button" className={styles.close} onClick={close} aria-label={t('actions.close')}>
            <CloseOutlined aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
