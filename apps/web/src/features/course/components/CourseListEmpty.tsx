import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel/StatePanel';

/** No classes at all: the next step differs for a teacher and an administrator. */
export function CourseListEmpty({ forAdministrator }: { forAdministrator: boolean }) {
  const { t } = useTranslation('course');
  const audience = forAdministrator ? 'administrator' : 'teacher';
  return (
    <StatePanel icon={<InboxOutlined />} title={t(`empty.${audience}.title`)}>
      {t(`empty.${audience}.body`)}
    </StatePanel>
  );
}
