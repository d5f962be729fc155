import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** Puts one library material into the class's assignment selection. */
export function AddToAssignmentButton({ title, onAdd }: { title: string; onAdd(): void }) {
  const { t } = useTranslation('assignment');
  return (
    <Tooltip title={t('selection.add')}>
      <Button
        size="small"
        type="text"
        icon={<ScheduleOutlined aria-hidden />}
        aria-label={t('selection.addOne', { title })}
        onClick={onAdd}
      />
    </Tooltip>
  );
}
