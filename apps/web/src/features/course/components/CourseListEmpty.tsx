import { InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel/StatePanel';

/** No classes at all: the next step differs for a teacher and an administrator. */
export function CourseListEmpty({ forAdministrator, action }: { forAdministrator: boolean; action?: ReactNode }) {
  const { t } = useTranslation('course');
  const audience = forAdministrator ? 'administrator' : 'teacher';
  return (
    <StatePanel icon={<InboxOutlined />} title={t(`empty.${audience}.title`)} action={action}>
      {t(`empty.${audience}.body`)}
    </StatePanel>
  );
}
