import type { AssignmentStatus } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<AssignmentStatus, string> = { upcoming: 'blue', ongoing: 'green', ended: 'default' };

/** Whether an assignment has not started, is running, or is over. */
export function AssignmentStatusTag({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation('assignment');
  return <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>;
}
