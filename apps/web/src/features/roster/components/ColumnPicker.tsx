import { DownOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { GLANCE_COLUMNS, ROSTER_COLUMNS, type RosterColumn } from '../roster-columns';
import styles from './ColumnPicker.module.css';

interface ColumnPickerProps {
  shown: RosterColumn[];
  onChange(columns: RosterColumn[]): void;
}

/** Which roster columns the teacher sees besides the name; the choice is remembered. */
export function ColumnPicker({ shown, onChange }: ColumnPickerProps) {
  const { t } = useTranslation('roster');
  const content = (
    <fieldset className={styles.box}>
      <legend className="visually-hidden">{t('columns.legend')}</legend>
      <Checkbox.Group<RosterColumn>
        className={styles.list}
        value={shown}
        onChange={(columns) => onChange(ROSTER_COLUMNS.filter((column) => columns.includes(column)))}
        options={ROSTER_COLUMNS.map((column) => ({ value: column, label: t(`fields.${column}`) }))}
      />
      <Button size="small" type="link" className={styles.reset} onClick={() => onChange([...GLANCE_COLUMNS])}>
        {t('columns.usual')}
      </Button>
    </fieldset>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <Button icon={<TableOutlined aria-hidden />}>
        {t('columns.button', { count: shown.length + 1 })}
        <DownOutlined aria-hidden />
      </Button>
    </Popover>
  );
}
