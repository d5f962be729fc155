import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from '../../lib/use-leave-guard';
import styles from './LeaveDialog.module.css';

interface LeaveDialogProps {
  guard: LeaveGuard;
  saving: boolean;
  /** What is not saved, in the page's words. */
  body: string;
  /** Saves the changes; answers null when they were refused, and the page stays to show why. */
  save(): Promise<unknown>;
}

/** Asked when the user leaves an editor with changes that are not saved: save, leave without saving, or stay. */
export function LeaveDialog({ guard: { blocker, release }, saving, body, save }: LeaveDialogProps) {
  const { t } = useTranslation('common');
  const onStay = () => blocker.reset?.();
  const leave = () => blocker.proceed?.();
  const onSave = async () => {
    if ((await save()) === null) {
      onStay();
      return;
    }
    release();
    leave();
  };
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      onCancel={onStay}
      footer={
        <div className={styles.actions}>
          <Button onClick={onStay}>{t('leave.stay')}</Button>
          <Button danger onClick={leave}>
            {t('leave.discard')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void onSave()}>
            {t('leave.save')}
          </Button>
        </div>
      }
    >
      <p>{body}</p>
    </Modal>
  );
}
