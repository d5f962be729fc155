import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { BULK_ACTIONS, type BulkAction } from '../bulk-actions';
import styles from './BulkBar.module.css';

interface BulkBarProps {
  count: number;
  onAction(action: BulkAction): void;
  onClear(): void;
}

/** What can be done to the selected students at once. */
export function BulkBar({ count, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('roster');
  return (
    <section className={styles.bar} aria-label={t('bulk.label')}>
      <span className={styles.count} role="status">
        {t('bulk.selected', { count })}
      </span>
      <div className={styles.actions}>
        {BULK_ACTIONS.map((action) => (
          <Button key={action} size="small" danger={action === 'remove'} onClick={() => onAction(action)}>
            {t(`bulk.${action}.button`)}
          </Button>
        ))}
        <Button size="small" type="text" icon={<CloseOutlined aria-hidden />} onClick={onClear}>
          {t('bulk.clear')}
        </Button>
      </div>
    </section>
  );
}
