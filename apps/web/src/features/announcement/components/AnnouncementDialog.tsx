import { LeftOutlined, NotificationOutlined, RightOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../stores/auth-store';
import { useCommonStore } from '../../../stores/common-store';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementContent } from './AnnouncementContent';
import styles from './AnnouncementDialog.module.css';

/**
 * Start-of-session notices, one at a time. "Don't show again" + "Noted" hides these
 * announcements on this device for good; simply closing hides them until the next sign-in
 * (the choice is kept with the session, so a reload does not bring them back).
 */
export function AnnouncementDialog() {
  const { t } = useTranslation('announcement');
  const { data: announcements = [] } = useAnnouncements();
  const dismissed = useCommonStore((state) => state.dismissedAnnouncements);
  const dismiss = useCommonStore((state) => state.dismissAnnouncements);
  const closed = useAuthStore((state) => state.announcementsClosed);
  const close = useAuthStore((state) => state.closeAnnouncements);
  const [index, setIndex] = useState(0);
  const [dontShowAgain, setDontShowAgain] = useState(false);

  const pending = announcements.filter((announcement) => !dismissed.includes(announcement.anncmnt_id));
  const current = pending[Math.min(index, pending.length - 1)];
  if (!current) return null;

  const acknowledge = () => {
    if (dontShowAgain) dismiss(pending.map((announcement) => announcement.anncmnt_id));
    close();
  };

  const TypeIcon = current.anncmnt_type === 'maintenance' ? ToolOutlined : NotificationOutlined;

  return (
    <Modal
      open={!closed}
      title={
        <span className={styles.title}>
          <TypeIcon aria-hidden />
          {t(`type.${current.anncmnt_type}`)}
        </span>
      }
      onCancel={close}
      width={560}
      footer={
        <div className={styles.footer}>
          <Checkbox checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)}>
            {t('dontShowAgain')}
          </Checkbox>
          {pending.length > 1 && (
            <nav className={styles.pager} aria-label={t('pager')}>
              <Button
                size="small"
                icon={<LeftOutlined aria-hidden />}
                aria-label={t('previous')}
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
              />
              <span aria-live="polite">{t('position', { current: index + 1, total: pending.length })}</span>
              <Button
                size="small"
                icon={<RightOutlined aria-hidden />}
                aria-label={t('next')}
                disabled={index === pending.length - 1}
                onClick={() => setIndex(index + 1)}
              />
            </nav>
          )}
          <Button type="primary" onClick={acknowledge}>
            {t('noted')}
          </Button>
        </div>
      }
    >
      <AnnouncementContent announcement={current} />
    </Modal>
  );
}
