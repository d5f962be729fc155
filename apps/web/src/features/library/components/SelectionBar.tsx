import { CloseOutlined, EyeInvisibleOutlined, EyeOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './SelectionBar.module.css';

interface SelectionBarProps {
  shown: number;
  selected: number;
  onSelectAll(all: boolean): void;
  onOpen(open: boolean): void;
  onAddToAssignment(): void;
  busy: boolean;
}

/** Selecting the resources shown, and opening or closing the selection for students in one go. */
export function SelectionBar({ shown, selected, onSelectAll, onOpen, onAddToAssignment, busy }: SelectionBarProps) {
  const { t } = useTranslation('library');
  const { t: tAssignment } = useTranslation('assignment');
  return (
    <section className={styles.bar} aria-label={t('selection.label')}>
      <Checkbox
        checked={selected > 0 && selected === shown}
        indeterminate={selected > 0 && selected < shown}
        onChange={(event) => onSelectAll(event.target.checked)}
      >
        {t('selection.all', { count: shown })}
      </Checkbox>
      {selected > 0 && (
        <div className={styles.actions}>
          <span className={styles.count} role="status">
            {t('selection.count', { count: selected })}
          </span>
          <Button size="small" icon={<EyeOutlined aria-hidden />} disabled={busy} onClick={() => onOpen(true)}>
            {t('bulk.open')}
          </Button>
          <Button
            size="small"
            icon={<EyeInvisibleOutlined aria-hidden />}
            disabled={busy}
            onClick={() => onOpen(false)}
          >
            {t('bulk.close')}
          </Button>
          <Button size="small" icon={<ScheduleOutlined aria-hidden />} onClick={onAddToAssignment}>
            {tAssignment('selection.add')}
          </Button>
          <Button size="small" type="text" icon={<CloseOutlined aria-hidden />} onClick={() => onSelectAll(false)}>
            {t('selection.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}
