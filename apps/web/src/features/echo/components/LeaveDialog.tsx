import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './EchoEditor.module.css';

interface LeaveDialogProps {
  open: boolean;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
  onStay(): void;
}

/** Asked when the teacher leaves the editor with changes that are not saved. */
export function LeaveDialog({ open, saving, onSave, onDiscard, onStay }: LeaveDialogProps) {
  const { t } = useTranslation('echo');
  return (
    <Modal
      open={open}
      title={t('leave.title')}
      onCancel={onStay}
      footer={
        <div className={styles.leaveActions}>
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
      <p>{t('leave.body')}</p>
    </Modal>
  );
}
