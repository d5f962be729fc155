import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { useTranslation } from 'react-i18next';
import { LightIcon } from '../icon/LightIcon';
import styles from './ToastArea.module.css';
import { type ToastStatus, useToastStore } from './toast-store';

// Drawn without the icon library's runtime: the toast area is on every page, the login page too.
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

  return (
    <div className={styles.area} role="status" aria-live="polite">
      {current && (
        <div key={current.id} className={styles.toast} data-status={current.status}>
          <LightIcon icon={ICONS[current.status]} className={styles.icon} />
          <span className={styles.text}>{current.text}</span>
          <button type="button" className={styles.close} onClick={close} aria-label={t('actions.close')}>
            <LightIcon icon={CloseOutlined} />
          </button>
        </div>
      )}
    </div>
  );
}
