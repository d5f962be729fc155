import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './LeaveDialog.module.css';

interface LeaveDialogProps {
  open: boolean;
  saving: boolean;
  /** What is not saved, in the page's words. */
  body: string;
  onSave(): void;
  onDiscard(): void;
  onStay(): void;
}

/** Asked when the user leaves an editor with changes that are not saved: save, leave without saving, or stay. */
export function LeaveDialog({ open, saving, body, onSave, onDiscard, onStay }: LeaveDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={t('leave.title')}
      onCancel={onStay}
      footer={
        <div className={styles.actions}>
          <Button onClick={onStay}>{t('leave.stay')}</Button>
          <Button danger onClick={onDiscard}>
            {t('leave.discard')}
          </Button>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('leave.save')}
          </Button>
        </div>
      }
    >
      <p>{body}</p>
    </Modal>
  );
}
