import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { Textbook } from '@lms/shared';
import { Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './OpenState.module.css';

interface OpenStateProps {
  resource: Textbook;
  /** Absent when the library is read-only: the state is shown, not offered. */
  onToggle?(open: boolean): void;
}

/** Whether the class's students can open a resource, with the switch that changes it. */
export function OpenState({ resource, onToggle }: OpenStateProps) {
  const { t } = useTranslation('library');
  const open = resource.openflag === 'true';

  if (!onToggle) {
    return (
      <Tag
        color={open ? 'success' : 'default'}
        icon={open ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
      >
        {t(`openState.${resource.openflag}`)}
      </Tag>
    );
  }
  return (
    <span className={styles.toggle}>
      <Switch
        size="small"
        checked={open}
        onChange={onToggle}
        aria-label={t('open.switch', { title: resource.resource_name })}
      />
      <span className={styles.label} data-open={open} aria-hidden>
        {t(`openState.${resource.openflag}`)}
      </span>
    </span>
  );
}
